/**
 * Every flow machine of Volan, with what the model tests, the coverage check and the /flows
 * explorer need: Romanian title and description, default input, concrete events (including
 * XState's own delay and actor outcome events), guard stubs and documented coverage exceptions.
 * Titles and descriptions are documentation for product and QA, so they are plain Romanian here.
 */
import { ACCESS_RESTRICTED_EVENTS, ACCESS_RESTRICTED_INPUT, ACCESS_RESTRICTED_SCENARIOS } from './access-restricted/access-restricted.fixtures';
import { accessRestrictedMachine } from './access-restricted/access-restricted.machine';
import { AUTH_FLOWS } from './auth-flows.registry';
import { COMBOBOX_DESKTOP_EVENTS, COMBOBOX_INPUT, COMBOBOX_SCENARIOS } from './combobox/combobox.fixtures';
import { comboboxMachine } from './combobox/combobox.machine';
import { DIALOGS_EVENTS, DIALOGS_INPUT, DIALOGS_SCENARIOS } from './dialogs/dialogs.fixtures';
import { dialogsMachine } from './dialogs/dialogs.machine';
import { PAGE_LOAD_EVENTS } from './page-load/page-load.fixtures';
import { pageLoadMachine } from './page-load/page-load.machine';
import { defineFlow } from './flow-entry';
import type { RegisteredMachine } from './registry.types';
import { FUEL_DESKTOP_EVENTS, FUEL_INPUT, SELECT_SCENARIOS } from './select/select.fixtures';
import { selectMachine } from './select/select.machine';
import { SNACKBAR_EVENTS, SNACKBAR_INPUT } from './snackbar/snackbar.fixtures';
import { snackbarMachine } from './snackbar/snackbar.machine';
import { impersonationFlow, teamAdminFlow } from './team-admin.registry';

const select = defineFlow({
  id: 'select',
  title: 'Câmp de selecție',
  description:
    'Câmpul de selecție din filtre și formulare: o singură opțiune sau mai multe. Pe desktop este un combobox în pagină, ' +
    'în care se scrie pentru a filtra (conține, fără diferență între litere mari și mici); pe mobil și tabletă se deschide ' +
    'un dialog pe tot ecranul cu săgeată înapoi, titlu, golire, căutare de la 20 de opțiuni și buton de confirmare. În modul ' +
    'multiplu există „Selectează tot” (ascuns la filtrare, nedeterminat când doar unele sunt alese); cheia „all” nu este ' +
    'acceptată niciodată în modul simplu. Insigna arată numărul de opțiuni alese minus unu. În modul simplu, Enter cu o ' +
    'singură potrivire o alege, iar lista se închide după 100 ms. Valorile alese ajung în formular prin câmpuri ascunse.',
  machine: selectMachine,
  defaultInput: FUEL_INPUT,
  events: FUEL_DESKTOP_EVENTS,
  scenarios: SELECT_SCENARIOS,
  eventDescriptions: {
    'field.open': 'Utilizatorul deschide câmpul (clic, săgeată jos); evenimentul spune pe ce dispozitiv.',
    'field.close': 'Escape, clic în afară sau Tab: lista din pagină se închide.',
    'query.change': 'Utilizatorul scrie în câmp sau în căutarea dialogului.',
    'query.submit': 'Enter: alege rândul activ sau, în modul simplu, singura potrivire.',
    'highlight.next': 'Săgeată jos: rândul următor devine activ.',
    'highlight.previous': 'Săgeată sus: rândul anterior devine activ.',
    'option.toggle': 'Clic pe o opțiune sau pe „Selectează tot”.',
    'selection.clear': 'Butonul × al câmpului sau „Golește” din dialog.',
    'dialog.confirm': 'Butonul de confirmare din subsolul dialogului: alegerile se salvează.',
    'dialog.back': 'Săgeata înapoi sau Escape: dialogul se închide fără să salveze.',
    'xstate.after.100.select.autoSelecting': 'Au trecut 100 ms de la alegerea automată.',
  },
});

const combobox = defineFlow({
  id: 'combobox',
  title: 'Câmp cu sugestii (combobox)',
  description:
    'Câmpul de formular în care se scrie liber, cu sugestii: lista se filtrează la fiecare tastă, ignorând literele mari ' +
    'și spațiile. Pe desktop sugestiile apar într-o listă de cel mult 400px înălțime, în care săgeata jos mută focusul ' +
    '(aria-activedescendant); pe mobil și tabletă, în locul listei, continuarea primei sugestii apare ca sufix după text și ' +
    'se acceptă cu o atingere. Enter confirmă textul scris; butonul × golește câmpul.',
  machine: comboboxMachine,
  defaultInput: COMBOBOX_INPUT,
  events: COMBOBOX_DESKTOP_EVENTS,
  scenarios: COMBOBOX_SCENARIOS,
  eventDescriptions: {
    'input.focus': 'Câmpul primește focus; evenimentul spune pe ce dispozitiv.',
    'input.blur': 'Focusul pleacă din câmp.',
    'query.change': 'Utilizatorul scrie sau șterge text.',
    'highlight.next': 'Săgeată jos: intră în listă sau trece la sugestia următoare.',
    'highlight.previous': 'Săgeată sus: sugestia anterioară; de pe prima, înapoi în câmp.',
    'value.confirm': 'Enter: confirmă textul scris sau sugestia activă.',
    'suggestion.choose': 'Clic pe o sugestie din listă.',
    'suggestion.accept': 'Atingere pe sufixul de completare (mobil, tabletă).',
    'list.close': 'Escape: ascunde lista sau sufixul.',
    'value.clear': 'Butonul ×: golește câmpul.',
  },
});

const dialogs = defineFlow({
  id: 'dialogs',
  title: 'Stiva de dialoguri',
  description:
    'Lista dialogurilor deschise din pagină, de jos în sus (SPEC: DIALOG_OPEN adaugă un id, DIALOG_CLOSE îl scoate). ' +
    'Un dialog se poate deschide peste altul (de exemplu „Raportează anunțul” din „Contactează vânzătorul”); doar cel de ' +
    'deasupra primește focusul și tastatura, iar Escape îl închide. La închidere, focusul revine la butonul care l-a deschis.',
  machine: dialogsMachine,
  defaultInput: DIALOGS_INPUT,
  events: DIALOGS_EVENTS,
  scenarios: DIALOGS_SCENARIOS,
  eventDescriptions: {
    DIALOG_OPEN: 'Un buton deschide dialogul cu acest id (deasupra celorlalte).',
    DIALOG_CLOSE: 'Dialogul cu acest id se închide (Escape, butonul × sau din cod).',
  },
});

const snackbar = defineFlow({
  id: 'snackbar',
  title: 'Notificare (snackbar)',
  description:
    'Notificarea scurtă din josul ecranului, deschisă sau închisă, identificată printr-un id (de exemplu „adăugat la ' +
    'favorite”). O notificare nouă o înlocuiește pe cea curentă și repornește cronometrul; închiderea numește id-ul, ca o ' +
    'cerere întârziată să nu închidă o notificare mai nouă. Se ascunde singură după 5 secunde. Cititoarele de ecran o ' +
    'anunță prin role="status".',
  machine: snackbarMachine,
  defaultInput: SNACKBAR_INPUT,
  events: SNACKBAR_EVENTS,
  eventDescriptions: {
    'snackbar.show': 'Un ecran arată o notificare (id și text tradus).',
    'snackbar.hide': 'Butonul × sau un ecran închide notificarea cu acest id.',
    'xstate.after.autoHide.snackbar.open': 'Au trecut cele câteva secunde de afișare.',
  },
});

const accessRestricted = defineFlow({
  id: 'accessRestricted',
  title: 'Dialog „Acces restricționat”',
  description:
    'Dialogul arătat unui sub-utilizator sau unui utilizator fără drepturi pentru o secțiune: un indicator deschis/închis. ' +
    'Ecranul care descoperă lipsa permisiunii îl deschide; o pagină randată direct pentru un astfel de utilizator pornește ' +
    'cu el deschis. Se închide cu „Am înțeles” sau Escape.',
  machine: accessRestrictedMachine,
  defaultInput: ACCESS_RESTRICTED_INPUT,
  events: ACCESS_RESTRICTED_EVENTS,
  scenarios: ACCESS_RESTRICTED_SCENARIOS,
  eventDescriptions: {
    'accessDialog.open': 'Ecranul a constatat lipsa permisiunii.',
    'accessDialog.close': 'Utilizatorul închide dialogul.',
  },
});

const pageLoad = defineFlow({
  id: 'pageLoad',
  title: 'Încărcarea paginii',
  description:
    'Starea de încărcare a paginii: „loading” până la evenimentul load al ferestrei, apoi „page_loaded”. Mașina doar ' +
    'primește evenimentul; hook-ul ascultă fereastra (sau vede că documentul era deja complet). Lucrurile care așteaptă ' +
    'pagina încărcată, ca înregistrarea service worker-ului, pornesc de aici.',
  machine: pageLoadMachine,
  defaultInput: undefined,
  events: PAGE_LOAD_EVENTS,
  eventDescriptions: {
    'window.load': 'Fereastra a emis evenimentul load (sau documentul era deja complet la montare).',
  },
});

/** Every registered flow, in the order the explorer lists them. */
export const FLOW_REGISTRY: readonly RegisteredMachine[] = [
  select,
  combobox,
  dialogs,
  snackbar,
  accessRestricted,
  pageLoad,
  // auth-flows.registry.ts: session, auth-sign-in, auth-sign-up, auth-confirm, auth-verification,
  // auth-forgot-password, auth-reset-password, auth-logout, auth-delete-account, auth-change-password.
  ...AUTH_FLOWS,
  // team-admin.registry.ts: team-admin, impersonation.
  teamAdminFlow,
  impersonationFlow,
];

/** The registered flow with this id, or undefined. */
export function findRegisteredMachine(id: string): RegisteredMachine | undefined {
  return FLOW_REGISTRY.find((entry) => entry.id === id);
}
