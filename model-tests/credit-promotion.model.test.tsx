// @vitest-environment jsdom
/**
 * Generated paths of /contul-meu/plati-prin-credite, walked on the machine and through
 * CreditPaymentsScreen with the real hook (parked calls): the balance, the advert and option
 * chosen, the confirmation with the cost and the balance after (and the wallet link when the
 * balance is short), the refusal that keeps the choice, the notice after a promotion, the
 * promotions bought with 'Încarcă mai multe', the empty list, loading and the error with retry.
 */
import { fireEvent } from '@testing-library/react';
import { CreditPaymentsScreen } from '@/components/payments/credit-payments-screen';
import { actorSources, createActorController } from '@/machines/flow-actors';
import { chosenOption, NOT_ENOUGH_CREDITS } from '@/machines/credit-promotion/credit-promotion.machine';
import type { CreditPromotionContext, CreditPromotionEvent } from '@/machines/credit-promotion/credit-promotion.types';
import { useCreditPromotion } from '@/machines/credit-promotion/use-credit-promotion';
import { findRegisteredMachine } from '@/machines/registry';
import { missingKeys, resetMissingKeys } from '@/test-support/i18n-test-utils';
import { renderScreenHarness } from '@/test-support/screen-harness';
import { actAndFlush } from './auth-harness';
import { describeFlow } from './describe-flow';
import { theButtonNamed } from './dom-queries';
import type { FlowSnapshot } from './flow-model';

beforeEach(resetMissingKeys);
afterEach(() => expect(missingKeys()).toEqual([]));

const ctx = (snapshot: FlowSnapshot) => snapshot.context as CreditPromotionContext;

// Romanian plurals: one; few for 0 and numbers ending in 01–19; 'de' for the rest.
const credits = (n: number) =>
  n === 1 ? `${n} credit` : n === 0 || (n % 100 >= 1 && n % 100 <= 19) ? `${n} credite` : `${n} de credite`;
const rows = () => [...document.querySelectorAll<HTMLElement>('[data-promotion]')];
const button = (name: string) => [...document.querySelectorAll('button')].find((b) => b.textContent === name);
const errorBox = () => document.querySelector('[data-error-key]');
const busy = () => document.querySelector('[role="status"][aria-busy="true"]');
const snackbar = () => document.querySelector('[data-snackbar-id]');

/** The balance, the rows and the notice, as every ready state shows them. */
function expectPage(context: CreditPromotionContext): void {
  expect(document.querySelector('[data-balance]')).toHaveTextContent(credits(context.balance));
  expect(rows().map((r) => r.dataset['promotion'])).toEqual(context.promotions.map((p) => p.id));
  context.promotions.forEach((promotion, i) => {
    const row = rows()[i]!;
    expect(row).toHaveTextContent(promotion.advertTitle);
    expect(row.querySelector('a')?.getAttribute('href') ?? null).toBe(promotion.advertUrl);
    expect(row).toHaveTextContent(`−${promotion.credits}`);
  });
  const empty = document.body.textContent?.includes('Nu ai cumpărat încă promovări.') ?? false;
  expect(empty).toBe(context.promotions.length === 0);
  if (context.notice) expect(snackbar()).toHaveTextContent(context.notice.advertTitle);
  else expect(snackbar()).toBeNull();
  expect(busy()).toBeNull();
}

function expectForm(context: CreditPromotionContext): void {
  expect(document.querySelector('[data-confirmation]')).toBeNull();
  const select = document.querySelector<HTMLSelectElement>('#credit-advert');
  if (context.adverts.length === 0) {
    expect(select).toBeNull();
    expect(document.body).toHaveTextContent('Nu ai anunțuri active de promovat.');
    return;
  }
  expect(select!.value).toBe(context.advertId ?? '');
  const checked = document.querySelector<HTMLInputElement>('input[name="credit-option"]:checked');
  expect(checked?.value ?? null).toBe(context.kind);
  const review = button('Continuă')!;
  expect(review.disabled).toBe(context.advertId === null || context.kind === null);
  if (context.error) {
    expect(errorBox()).toHaveAttribute('data-error-key', context.error);
    const topUp = errorBox()!.querySelector('[data-top-up]');
    expect(topUp !== null).toBe(context.error === NOT_ENOUGH_CREDITS);
    if (topUp) expect(topUp).toHaveAttribute('href', '/contul-meu/dealerwallet');
  } else {
    expect(errorBox()).toBeNull();
  }
}

function expectConfirmation(context: CreditPromotionContext, promoting: boolean): void {
  const confirmation = document.querySelector('[data-confirmation]')!;
  const option = chosenOption(context)!;
  const advert = context.adverts.find((a) => a.id === context.advertId)!;
  expect(confirmation).toHaveTextContent(advert.title);
  expect(confirmation.querySelector('[data-cost]')).toHaveTextContent(credits(option.credits));
  const enough = option.credits <= context.balance;
  if (enough) {
    expect(confirmation.querySelector('[data-balance-after]')).toHaveTextContent(
      credits(context.balance - option.credits),
    );
    expect(confirmation.querySelector('[data-top-up]')).toBeNull();
    const pay = button(promoting ? 'Se plătește…' : 'Plătește cu credite')!;
    expect(pay.disabled).toBe(promoting);
    expect(pay.getAttribute('aria-busy')).toBe(String(promoting));
  } else {
    // Short of credits: what is missing, and the wallet instead of a pay button.
    expect(confirmation.querySelector('[data-missing]')).toHaveTextContent(credits(option.credits - context.balance));
    expect(confirmation.querySelector('[role="alert"]')).toHaveTextContent('Nu ai destule credite');
    expect(confirmation.querySelector('[data-top-up]')).toHaveAttribute('href', '/contul-meu/dealerwallet');
    expect(button('Plătește cu credite')).toBeUndefined();
  }
}

describeFlow(
  findRegisteredMachine('creditPromotion')!,
  (_scenario, flow) => {
    const harness = renderScreenHarness(
      createActorController(actorSources(flow.machine)),
      (actors) => useCreditPromotion({ actors }),
      (view) => <CreditPaymentsScreen view={view} />,
    );
    const click = (name: string) => () => actAndFlush(() => fireEvent.click(theButtonNamed(document, name)));
    const events = {
      'page.retry': click('Încearcă din nou'),
      'advert.choose': ({ event }: { event: { type: string } }) => {
        const { advertId } = event as Extract<CreditPromotionEvent, { type: 'advert.choose' }>;
        const select = document.querySelector<HTMLSelectElement>('#credit-advert')!;
        return actAndFlush(() => fireEvent.change(select, { target: { value: advertId } }));
      },
      'option.choose': ({ event }: { event: { type: string } }) => {
        const { kind } = event as Extract<CreditPromotionEvent, { type: 'option.choose' }>;
        const radio = document.querySelector<HTMLInputElement>(`input[name="credit-option"][value="${kind}"]`)!;
        return actAndFlush(() => fireEvent.click(radio));
      },
      'promotion.review': click('Continuă'),
      'promotion.cancel': async () => {
        await click('Înapoi')();
        // The focused button went away with the confirmation: focus is on the form's heading.
        expect(document.activeElement).toBe(document.getElementById('credits-form-title'));
      },
      'promotion.confirm': () => {
        // Short of credits there is no pay button (the machine refuses the event too).
        const pay = button('Plătește cu credite');
        return pay ? actAndFlush(() => fireEvent.click(pay)) : Promise.resolve();
      },
      'history.more': click('Încarcă mai multe'),
      'notice.dismiss': () => {
        // Without a notice there is nothing to close (the machine keeps its memory as it is).
        const dismiss = document.querySelector<HTMLButtonElement>('[data-snackbar-id] button');
        return dismiss ? actAndFlush(() => fireEvent.click(dismiss)) : Promise.resolve();
      },
      ...harness.settling(['loadPage', 'loadMore', 'promote', 'refresh']),
    };
    return {
      params: {
        events,
        states: {
          loading: () => {
            expect(busy()).toHaveTextContent('Se încarcă…');
            expect(rows()).toEqual([]);
          },
          failed: () => {
            expect(document.querySelector('[role="alert"]')).toHaveTextContent('Promovările nu au putut fi încărcate.');
            expect(theButtonNamed(document, 'Încearcă din nou')).toBeEnabled();
            expect(document.querySelector('#credit-advert')).toBeNull();
          },
          choosing: (snapshot: FlowSnapshot) => {
            const context = ctx(snapshot);
            expectPage(context);
            expectForm(context);
            expect(button('Încarcă mai multe') !== undefined).toBe(context.nextCursor !== null);
            if (context.moreError)
              expect(document.body).toHaveTextContent('Următoarele promovări nu au putut fi încărcate.');
          },
          loadingMore: (snapshot: FlowSnapshot) => {
            expect(rows().map((r) => r.dataset['promotion'])).toEqual(ctx(snapshot).promotions.map((p) => p.id));
            expect(button('Se încarcă…')?.getAttribute('aria-busy')).toBe('true');
          },
          confirming: (snapshot: FlowSnapshot) => {
            expectPage(ctx(snapshot));
            expectConfirmation(ctx(snapshot), false);
          },
          promoting: (snapshot: FlowSnapshot) => expectConfirmation(ctx(snapshot), true),
          refreshing: (snapshot: FlowSnapshot) => {
            const context = ctx(snapshot);
            expect(document.body).toHaveTextContent('Se actualizează soldul…');
            expect(document.querySelector('[data-balance]')).toHaveTextContent(credits(context.balance));
            expect(snackbar()).toHaveTextContent(context.notice!.advertTitle);
          },
        },
      },
      dispose: harness.dispose,
    };
  },
  { screenPaths: 'covering' },
);
