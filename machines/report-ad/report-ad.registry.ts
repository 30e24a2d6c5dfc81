/**
 * The report form as the /flows explorer, the model tests and the coverage check know it (listed
 * in FLOW_REGISTRY by machines/registry.ts).
 */
import { defineFlow } from '../flow-entry';
import { REPORT_AD_EVENTS, REPORT_AD_INPUT, REPORT_AD_SCENARIOS } from './report-ad.fixtures';
import { reportAdMachine } from './report-ad.machine';
import { REPORT_AD_PROPERTIES } from './report-ad.properties';

/** /{category}/anunt/{id}: 'Raportează anunțul'. */
export const reportAdFlow = defineFlow({
  id: 'reportAd',
  title: 'Raportarea unui anunț',
  description:
    'Pe pagina unui anunț, „Raportează anunțul” deschide o fereastră. Motivele se încarcă de la server (cu „Reîncarcă ' +
    'motivele” dacă nu se pot încărca). Un motiv este obligatoriu, e-mailul este opțional dar verificat, mesajul este ' +
    'obligatoriu, cu cel mult 1000 de caractere și un contor al caracterelor rămase. Nimic nu se trimite cât timp un câmp ' +
    'este greșit; serverul verifică din nou. O trimitere eșuată păstrează tot ce s-a scris și oferă „Încearcă din nou”. ' +
    'La succes: „Mesajul a fost trimis cu succes”, iar cu e-mail se trimite un link de confirmare ' +
    '(/confirmation/abuse-report/{token}).',
  machine: reportAdMachine,
  properties: REPORT_AD_PROPERTIES,
  defaultInput: REPORT_AD_INPUT,
  events: REPORT_AD_EVENTS,
  scenarios: REPORT_AD_SCENARIOS,
  serializeContext: (context) => ({
    reasons: context.reasons !== null,
    draft: context.draft,
    problems: context.problems,
    refusal: context.refusal,
    confirmationSent: context.confirmationSent,
  }),
  eventDescriptions: {
    'report.open': 'Butonul „Raportează anunțul” de pe pagina anunțului.',
    'report.close': 'Fereastra se închide (butonul ×, „Renunță”, Escape).',
    'reasons.retry': '„Reîncarcă motivele” după ce motivele nu s-au putut încărca.',
    'field.change': 'Utilizatorul alege un motiv sau scrie în câmpul de e-mail sau de mesaj.',
    'report.submit': '„Trimite raportarea” (și „Încearcă din nou” după o trimitere eșuată).',
    'xstate.done.actor.loadReasons': 'Motivele au sosit de la server.',
    'xstate.error.actor.loadReasons': 'Motivele nu s-au putut încărca (rețea, server).',
    'xstate.done.actor.send':
      'Serverul a răspuns: raportarea a fost păstrată, sau refuzată cu motivul (câmp greșit, anunț inactiv).',
    'xstate.error.actor.send': 'Trimiterea a eșuat (rețea, server).',
  },
});
