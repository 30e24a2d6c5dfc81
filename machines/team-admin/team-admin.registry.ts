/**
 * The „Echipa ta (administrarea utilizatorilor)” flow as the /flows explorer, the model tests and the coverage check know it
 * (listed in FLOW_REGISTRY by machines/registry.ts).
 */
import { defineFlow } from '../flow-entry';
import { TEAM_ADMIN_PROPERTIES } from './team-admin.properties';
import { TEAM_ADMIN_EVENTS, TEAM_ADMIN_INPUT, TEAM_ADMIN_SCENARIOS } from './team-admin.fixtures';
import { teamAdminMachine } from './team-admin.machine';

/** „Echipa ta” (/contul-meu/user-administration). */
export const teamAdminFlow = defineFlow({
  id: 'teamAdmin',
  title: 'Echipa ta (administrarea utilizatorilor)',
  description:
    'Pagina /contul-meu/user-administration a unui cont principal de dealer: lista sub-utilizatorilor cu starea lor ' +
    '(invitat, activ), invitarea unui coleg prin e-mail cu drepturile alese pe secțiuni (anunțuri, mesaje, lead-uri, facturi, ' +
    'plăți, statistici), schimbarea drepturilor unui membru bifând sau debifând o secțiune (se salvează imediat) și eliminarea ' +
    'unui membru după confirmare într-un dialog. Sub-utilizatorii nu pot administra echipa: pentru ei pagina arată dialogul ' +
    '„Acces restricționat”.',
  machine: teamAdminMachine,
  properties: TEAM_ADMIN_PROPERTIES,
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
