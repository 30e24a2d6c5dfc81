/**
 * The registry entries of multi-user accounts (issue 4): the team page and acting for a member,
 * listed in FLOW_REGISTRY by machines/registry.ts.
 */
import { defineFlow } from './flow-entry';
import { IMPERSONATION_EVENTS, IMPERSONATION_INPUT } from './impersonation/impersonation.fixtures';
import { impersonationMachine } from './impersonation/impersonation.machine';
import type { RegisteredMachine } from './registry.types';
import { TEAM_ADMIN_EVENTS, TEAM_ADMIN_INPUT, TEAM_ADMIN_SCENARIOS } from './team-admin/team-admin.fixtures';
import { teamAdminMachine } from './team-admin/team-admin.machine';

/** „Echipa ta” (/contul-meu/user-administration). */
export const teamAdminFlow: RegisteredMachine = defineFlow({
  id: 'teamAdmin',
  title: 'Echipa ta (administrarea utilizatorilor)',
  description:
    'Pagina /contul-meu/user-administration a unui cont principal de dealer: lista sub-utilizatorilor cu starea lor ' +
    '(invitat, activ), invitarea unui coleg prin e-mail cu drepturile alese pe secțiuni (anunțuri, mesaje, lead-uri, facturi, ' +
    'plăți, statistici), schimbarea drepturilor unui membru bifând sau debifând o secțiune (se salvează imediat) și eliminarea ' +
    'unui membru după confirmare într-un dialog. Sub-utilizatorii nu pot administra echipa: pentru ei pagina arată dialogul ' +
    '„Acces restricționat”.',
  machine: teamAdminMachine,
  defaultInput: TEAM_ADMIN_INPUT,
  events: TEAM_ADMIN_EVENTS,
  scenarios: TEAM_ADMIN_SCENARIOS,
  eventDescriptions: {
    'team.retry': 'Butonul „Încearcă din nou” după o încărcare eșuată.',
    'invite.emailChange': 'Utilizatorul scrie adresa de e-mail a colegului invitat.',
    'invite.rightToggle': 'Bifează sau debifează o secțiune pentru invitat.',
    'invite.submit': 'Butonul „Trimite invitația”.',
    'member.rightToggle': 'Bifează sau debifează o secțiune la un membru; se salvează imediat.',
    'member.remove': 'Butonul „Elimină” al unui membru: se cere confirmarea.',
    'removal.confirm': 'Confirmă eliminarea în dialog.',
    'removal.cancel': 'Renunță la eliminare (butonul „Renunță” sau Escape).',
    'xstate.done.actor.loadTeam': 'Lista membrilor a sosit.',
    'xstate.error.actor.loadTeam': 'Lista nu s-a putut încărca (de exemplu contul nu este cont principal).',
    'xstate.done.actor.inviteMember': 'Invitația a fost trimisă; noul membru apare în listă.',
    'xstate.error.actor.inviteMember': 'Invitația a fost refuzată (de exemplu adresa are deja un cont).',
    'xstate.done.actor.updateRights': 'Drepturile au fost salvate.',
    'xstate.error.actor.updateRights': 'Salvarea drepturilor a eșuat.',
    'xstate.done.actor.removeMember': 'Membrul a fost eliminat din echipă.',
    'xstate.error.actor.removeMember': 'Eliminarea a eșuat.',
  },
});

/** A main account acting for a member of its team, and back. */
export const impersonationFlow: RegisteredMachine = defineFlow({
  id: 'impersonation',
  title: 'Acționează în numele unui membru',
  description:
    'Contul principal de dealer alege „Acționează ca …” la un membru activ din „Echipa ta”: serverul trece sesiunea pe ' +
    'identitatea membrului (tokenul poartă membrul, iar revendicarea „act” contul principal), sesiunea se reîmprospătează ' +
    'ocolind memoria cache, apoi pagina /contul-meu/ se reîncarcă sub noua identitate. O bară galbenă pe toate paginile arată ' +
    'în numele cui se acționează și oferă „Revino la contul tău”, care face drumul invers și se întoarce la „Echipa ta”. ' +
    'Orice pas eșuat arată eroarea cu „Încearcă din nou” și „Renunță”. Cât timp acționează pentru altcineva, contul principal ' +
    'nu poate schimba parola membrului și nici nu îi poate șterge contul.',
  machine: impersonationMachine,
  defaultInput: IMPERSONATION_INPUT,
  events: IMPERSONATION_EVENTS,
  eventDescriptions: {
    'impersonation.start': 'Butonul „Acționează ca …” al unui membru activ din „Echipa ta”.',
    'impersonation.stop': 'Butonul „Revino la contul tău” din bara galbenă.',
    'impersonation.retry': 'Butonul „Încearcă din nou” după un pas eșuat.',
    'impersonation.dismiss': 'Butonul „Renunță” după un pas eșuat.',
    'xstate.done.actor.startActing': 'Serverul a trecut sesiunea pe membrul ales.',
    'xstate.error.actor.startActing': 'Serverul a refuzat (de exemplu membrul nu și-a acceptat încă invitația).',
    'xstate.done.actor.stopActing': 'Serverul a readus sesiunea la contul principal.',
    'xstate.error.actor.stopActing': 'Cererea de revenire a eșuat (rețea).',
    'xstate.done.actor.refreshSession': 'Sesiunea reîmprospătată poartă noua identitate.',
    'xstate.error.actor.refreshSession': 'Sesiunea nu s-a putut reîmprospăta.',
  },
});
