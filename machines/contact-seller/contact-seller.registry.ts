/**
 * The seller contact form as the /flows explorer, the model tests and the coverage check know it
 * (listed in FLOW_REGISTRY by machines/registry.ts).
 */
import { defineFlow } from '../flow-entry';
import { CONTACT_EVENTS, CONTACT_INPUT, CONTACT_SCENARIOS } from './contact-seller.fixtures';
import { contactSellerMachine } from './contact-seller.machine';
import { CONTACT_SELLER_PROPERTIES } from './contact-seller.properties';

/** /{category}/anunt/{id}: 'Trimite mesaj'. */
export const contactSellerFlow = defineFlow({
  id: 'contactSeller',
  title: 'Mesaj către vânzător',
  description:
    'Pe pagina unui anunț, „Trimite mesaj” deschide formularul de contact. Subiectul este obligatoriu, mesajul are între ' +
    '10 și 2000 de caractere (cu un contor al caracterelor rămase), telefonul doar cifre; fără cont se cer numele și ' +
    'e-mailul. Se pot atașa cel mult 5 fișiere JPG, PNG sau PDF (recunoscute după conținut), de cel mult 5 MB fiecare. ' +
    'Nimic nu se trimite cât timp un câmp este greșit; serverul verifică din nou. Încărcarea arată procentul și se ' +
    'poate anula („Anulează”: totul rămâne completat); o ' +
    'trimitere eșuată păstrează tot și oferă „Încearcă din nou”. La succes: „Mesajul a fost trimis cu succes.”, iar fără ' +
    'cont se trimite pe e-mail un link de confirmare (/confirmation/message/{token}).',
  machine: contactSellerMachine,
  properties: CONTACT_SELLER_PROPERTIES,
  defaultInput: CONTACT_INPUT,
  events: CONTACT_EVENTS,
  scenarios: CONTACT_SCENARIOS,
  serializeContext: (context) => ({
    anonymous: context.anonymous,
    draft: context.draft,
    attachments: context.attachments.map((a) => a.name),
    problems: context.problems,
    refusal: context.refusal,
    progress: context.progress,
    confirmationSent: context.confirmationSent,
    cancelled: context.cancelled,
  }),
  eventDescriptions: {
    'contact.open': 'Butonul „Trimite mesaj” de pe pagina anunțului.',
    'contact.close': 'Fereastra se închide (butonul ×, „Renunță”, Escape).',
    'field.change': 'Utilizatorul alege un subiect sau scrie mesajul, telefonul, numele sau e-mailul.',
    'attachments.add': 'Utilizatorul alege fișiere („Adaugă fișiere”); primii octeți ai fiecăruia îi arată tipul.',
    'attachments.remove': '„Elimină” lângă un fișier atașat.',
    'contact.submit': '„Trimite mesajul” (și „Încearcă din nou” după o trimitere eșuată).',
    'upload.progress': 'Încărcarea a înaintat (procentul trimis).',
    'upload.cancel': '„Anulează” în timpul încărcării: cererea se oprește, formularul rămâne completat.',
    'viewer.change':
      'Vizitatorul intră în cont sau iese din cont cu pagina deschisă: numele și e-mailul apar sau dispar, textul rămâne.',
    'xstate.done.actor.send':
      'Serverul a răspuns: mesajul a fost trimis (sau așteaptă confirmarea), sau a fost refuzat cu motivul.',
    'xstate.error.actor.send': 'Trimiterea a eșuat (rețea, server).',
  },
});
