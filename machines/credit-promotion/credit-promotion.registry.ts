/** The credit promotion flow as the /flows explorer, the model tests and the coverage check know it. */
import { defineFlow } from '../flow-entry';
import { defineFlowProperties } from '../flow-properties.types';
import { CREDIT_PROMOTION_EVENTS } from './credit-promotion.fixtures';
import { chosenOption, creditPromotionMachine } from './credit-promotion.machine';

/** /contul-meu/plati-prin-credite. */
export const creditPromotionFlow = defineFlow({
  id: 'creditPromotion',
  title: 'Plăți prin credite: promovarea unui anunț',
  description:
    'Pagina /contul-meu/plati-prin-credite a unui dealer (și a unui utilizator cu dreptul de plăți): soldul, ' +
    'promovarea unui anunț activ cu credite (anunțul, opțiunea, costul și soldul după, confirmarea) și lista ' +
    'promovărilor cumpărate, cele mai noi întâi. Fără credite destule apare linkul spre portofel; un refuz sau o ' +
    'eroare păstrează alegerea și spune de ce; după cumpărare soldul și lista se citesc din nou.',
  machine: creditPromotionMachine,
  properties: defineFlowProperties(creditPromotionMachine, {
    id: 'creditPromotion',
    invariants: [
      { name: 'the balance is never negative', check: (s) => s.context.balance >= 0 },
      { name: 'a failed load says so', check: (s) => !s.matches('failed') || s.context.error !== null },
      {
        name: 'each promotion is listed once',
        check: (s) => new Set(s.context.promotions.map((p) => p.id)).size === s.context.promotions.length,
      },
      {
        name: 'a promotion is confirmed only with an advert and an option chosen',
        check: (s) =>
          !(s.matches('confirming') || s.matches('promoting')) ||
          (s.context.advertId !== null && chosenOption(s.context) !== null),
      },
    ],
    rules: [
      {
        event: 'promotion.confirm',
        name: 'only a promotion the balance pays for is bought',
        check: (before, after) =>
          !after.matches('promoting') || (chosenOption(before.context)?.credits ?? Infinity) <= before.context.balance,
      },
      {
        event: 'xstate.error.actor.promote',
        name: 'a failed promotion keeps the choice and says why',
        check: (before, after) =>
          after.context.advertId === before.context.advertId &&
          after.context.kind === before.context.kind &&
          after.context.error !== null,
      },
      {
        event: 'xstate.done.actor.promote',
        name: 'a promotion bought takes its credits off the balance',
        check: (before, after) =>
          after.context.balance === before.context.balance - (chosenOption(before.context)?.credits ?? 0),
      },
      {
        event: 'xstate.error.actor.loadMore',
        name: 'a failed next page keeps the rows shown and says so',
        check: (before, after) =>
          after.context.promotions.length === before.context.promotions.length && after.context.moreError !== null,
      },
    ],
  }),
  defaultInput: undefined,
  events: CREDIT_PROMOTION_EVENTS,
  serializeContext: (context) => ({
    balance: context.balance,
    adverts: context.adverts.map((a) => a.id),
    promotions: context.promotions.map((p) => p.id),
    more: context.nextCursor !== null,
    advertId: context.advertId,
    kind: context.kind,
    error: context.error,
    moreError: context.moreError,
    notice: context.notice?.kind ?? null,
  }),
  eventDescriptions: {
    'page.retry': '„Încearcă din nou” după o încărcare eșuată.',
    'advert.choose': 'Alege anunțul de promovat.',
    'option.choose': 'Alege promovarea (7 sau 30 de zile).',
    'promotion.review': '„Continuă”: costul și soldul după.',
    'promotion.cancel': '„Înapoi” din confirmare.',
    'promotion.confirm': '„Plătește cu credite”.',
    'history.more': '„Încarcă mai multe” promovări.',
    'notice.dismiss': 'Închide mesajul de confirmare.',
    'xstate.done.actor.loadPage': 'Pagina a sosit.',
    'xstate.error.actor.loadPage': 'Pagina nu s-a putut încărca.',
    'xstate.done.actor.promote': 'Promovarea e cumpărată.',
    'xstate.error.actor.promote': 'Promovarea a fost refuzată sau a eșuat.',
    'xstate.done.actor.refresh': 'Soldul și lista au sosit din nou.',
    'xstate.error.actor.refresh': 'Soldul și lista nu s-au putut citi din nou.',
    'xstate.done.actor.loadMore': 'Promovările mai vechi au sosit.',
    'xstate.error.actor.loadMore': 'Promovările mai vechi nu s-au putut încărca.',
  },
});
