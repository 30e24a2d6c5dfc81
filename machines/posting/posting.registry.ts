/**
 * The posting wizard as the /flows explorer, the model tests and the coverage check know it
 * (listed in FLOW_REGISTRY by machines/registry.ts).
 */
import { defineFlow } from '../flow-entry';
import { POSTING_DEFAULT_SKIPS, POSTING_EVENTS, POSTING_INPUT, POSTING_SCENARIOS } from './posting.fixtures';
import { postingMachine } from './posting.machine';
import { POSTING_PROPERTIES } from './posting.properties';

/** /{category}[/{subcategory}]/anunt-nou (and /edit/{id}, /duplicate/{ad_id}). */
export const postingFlow = defineFlow({
  id: 'posting',
  title: 'Adăugarea unui anunț',
  description:
    'Vânzătorul completează anunțul în pași: vehiculul (VIN, număr, marcă, model, generație, versiune), detalii, ' +
    'fotografii, preț și localizare, previzualizare, apoi „Continuă cu activarea anunțului”. „Continuă” arată ' +
    'problemele pasului în loc să treacă mai departe. Tot ce se scrie se păstrează pe dispozitiv la fiecare modificare ' +
    'și se salvează pe server la 800 ms după ultima tastă; fără rețea se reîncearcă la 5 s și la revenirea conexiunii; ' +
    'dacă sesiunea expiră, vânzătorul se conectează din nou și continuă. Activarea trimite aceeași cheie de fiecare ' +
    'dată (un singur anunț); un refuz duce la pasul câmpului, cu motivul sub el.',
  machine: postingMachine,
  properties: POSTING_PROPERTIES,
  defaultInput: POSTING_INPUT,
  events: POSTING_EVENTS,
  scenarios: POSTING_SCENARIOS,
  defaultSkipEvents: POSTING_DEFAULT_SKIPS,
  coverageExceptions: [
    {
      kind: 'state',
      id: 'posting.wizard.form.route',
      reason: 'Stare de trecere (always): alege pasul din context; nu rămâne niciodată activă.',
    },
    {
      kind: 'state',
      id: 'posting.wizard.choices.check',
      reason: 'Stare de trecere (always): listele deja încărcate pentru formular se păstrează, altfel se încarcă.',
    },
    {
      kind: 'state',
      id: 'posting.wizard.autosave.check',
      reason: 'Stare de trecere (always): după o salvare, așteaptă din nou dacă s-a mai scris, altfel e liniștită.',
    },
    {
      kind: 'transition',
      id: 'posting.wizard:photos.change:0',
      reason:
        'Fotografiile le schimbă câmpul de fotografii, parcurs de fluxul postingPhotos și de testul e2e al adăugării.',
    },
    ...['idle', 'waiting', 'saving', 'offline'].map((state) => ({
      kind: 'transition' as const,
      id: `posting.wizard.autosave.${state}:values.fill:0`,
      reason:
        'Datele registrului le trimite butonul de sub VIN sau număr, parcurs de fluxurile vinCheck și plateDecoder.',
    })),
    {
      kind: 'transition',
      id: 'posting.wizard.autosave.offline:field.change:0',
      reason:
        'Aceeași editare (EDIT) ca în celelalte stări ale salvării; scenariul fără rețea nu scrie, ca să nu înmulțească drumurile.',
    },
    {
      kind: 'transition',
      id: 'posting.wizard.form.photos:step.next:1',
      reason: 'Pasul de fotografii nu are câmpuri obligatorii: „Continuă” trece mereu mai departe.',
    },
    {
      kind: 'transition',
      id: 'posting.wizard.choices.failed:always:0',
      reason: 'Ca mai jos: o altă marcă după o listă eșuată o cere din nou (posting.machine.test.ts).',
    },
    {
      kind: 'transition',
      id: 'posting.wizard.choices.ready:always:0',
      reason:
        'Listele se reîncarcă la altă marcă, model sau generație; scenariile nu schimbă marca (testul mașinii o face: posting.machine.test.ts).',
    },
  ],
  serializeContext: (context) => ({
    step: context.step,
    // The fixtures change only the price: the values are told apart by it.
    price: context.values.price,
    problems: context.problems,
    dirty: context.dirty,
    saved: context.savedAt !== null,
    choices: context.choices.makes.length > 0,
    refusal: context.refusal,
    result: context.result !== null,
  }),
  eventDescriptions: {
    'field.change': 'Vânzătorul scrie sau alege o valoare într-un câmp.',
    'step.next': '„Continuă” (sau „Vezi previzualizarea” pe pasul de preț).',
    'step.back': '„Înapoi”.',
    'step.go': 'Un pas deja parcurs ales din lista pașilor, sau „Editează anunțul” pe previzualizare.',
    publish: '„Continuă cu activarea anunțului” pe previzualizare (și „Încearcă din nou” după un eșec).',
    online: 'Browserul anunță că a revenit conexiunea.',
    'choices.retry': '„Reîncarcă lista” după ce lista de mărci sau modele nu s-a încărcat.',
    'photos.change': 'Fotografiile procesate s-au schimbat (încărcate, șterse, reordonate).',
    'values.fill': '„Completează formularul cu aceste date” sub VIN sau număr: datele registrului intră în formular.',
    'xstate.after.saveDelay.posting.wizard.autosave.waiting': 'Au trecut 800 ms de la ultima modificare: se salvează.',
    'xstate.after.retryDelay.posting.wizard.autosave.offline': 'Au trecut 5 s fără rețea: se încearcă din nou.',
    'xstate.done.actor.save': 'Serverul a răspuns la salvare: salvat, sau sesiunea a expirat.',
    'xstate.error.actor.save': 'Salvarea a eșuat (rețea, server).',
    'xstate.done.actor.loadChoices': 'Listele de mărci, modele, generații și versiuni au sosit.',
    'xstate.error.actor.loadChoices': 'Listele nu s-au putut încărca.',
    'xstate.done.actor.publish':
      'Serverul a răspuns la activare: activ/în verificare, refuzat pentru un câmp, sau sesiune expirată.',
    'xstate.error.actor.publish': 'Activarea a eșuat (rețea, server).',
  },
});
