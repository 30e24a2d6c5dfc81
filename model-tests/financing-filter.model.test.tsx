// @vitest-environment jsdom
/**
 * Generated paths of the listing's financing filter dialog, walked on the machine and through
 * FinancingFilterEntry with the real hook: the button while closed; while open, the dialog with the
 * budget as typed, the term checked, the largest price (the fixtures' expected figures) or the
 * budget's problem once typed or after a refused 'Aplică'; an apply hands the price to the listing.
 */
import { act, fireEvent } from '@testing-library/react';
import { FinancingFilterEntry } from '@/components/financing/financing-filter';
import { formatNumber } from '@/lib/format/number';
import { FINANCING_FILTER_EXPECTED_PRICES } from '@/machines/financing-filter/financing-filter.fixtures';
import type {
  FinancingFilterContext,
  FinancingFilterEvent,
  FinancingFilterInput,
} from '@/machines/financing-filter/financing-filter.types';
import { findRegisteredMachine } from '@/machines/registry';
import { missingKeys, renderWithProviders, resetMissingKeys } from '@/test-support/i18n-test-utils';
import { describeFlow } from './describe-flow';
import { buttonNamed, theButtonNamed } from './dom-queries';
import type { FlowSnapshot } from './flow-model';

beforeEach(resetMissingKeys);
afterEach(() => expect(missingKeys()).toEqual([]));

const PROBLEMS: Readonly<Record<string, string>> = {
  budgetNumber: 'Scrie rata lunară în lei, de exemplu 1.500.',
  budgetRange: 'Alege o rată lunară între 50 și 50.000 lei.',
};

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const budgetField = () => dialog()!.querySelector<HTMLInputElement>('input[name="budget"]')!;

describeFlow(findRegisteredMachine('financingFilter')!, (scenario) => {
  const input = scenario.input as FinancingFilterInput;
  const applied: number[] = [];
  const view = renderWithProviders(
    <FinancingFilterEntry partner={input.partner} onApplyFilters={(price) => applied.push(price)} />,
  );
  const expectOpen = (snapshot: FlowSnapshot) => {
    const context = snapshot.context as FinancingFilterContext;
    const frame = dialog();
    expect(frame).not.toBeNull();
    expect(frame).toHaveAccessibleName('Caută după rata lunară');
    expect(budgetField().value).toBe(context.budgetText);
    const checked = frame!.querySelector<HTMLInputElement>('input[type="radio"]:checked');
    expect(checked?.value).toBe(String(context.months));
    const price = frame!.querySelector('[data-max-price]');
    if (context.maxPrice === null) expect(price).toBeNull();
    else {
      const expected = FINANCING_FILTER_EXPECTED_PRICES[`${context.budgetText}/${context.months}`];
      expect(context.maxPrice).toBe(expected);
      expect(price).toHaveTextContent(`Preț maxim: ${formatNumber(expected!)} lei`);
    }
    const shown = context.attempted || context.budgetText !== '' ? context.problem : null;
    for (const [problem, text] of Object.entries(PROBLEMS)) {
      if (problem === shown) expect(frame).toHaveTextContent(text);
      else expect(frame).not.toHaveTextContent(text);
    }
  };
  return {
    params: {
      events: {
        'dialog.open': () => {
          fireEvent.click(theButtonNamed(document, 'Caută după rata lunară'));
        },
        'dialog.close': () => {
          fireEvent.click(theButtonNamed(dialog()!, 'Renunță'));
        },
        'budget.change': ({ event }) => {
          fireEvent.change(budgetField(), {
            target: { value: (event as Extract<FinancingFilterEvent, { type: 'budget.change' }>).text },
          });
        },
        'term.change': ({ event }) => {
          const months = (event as Extract<FinancingFilterEvent, { type: 'term.change' }>).months;
          fireEvent.click(dialog()!.querySelector<HTMLInputElement>(`input[type="radio"][value="${months}"]`)!);
        },
        'filters.apply': () =>
          act(() => {
            fireEvent.click(theButtonNamed(dialog()!, 'Aplică'));
          }),
      },
      states: {
        closed: () => {
          expect(dialog()).toBeNull();
          expect(buttonNamed(document, 'Caută după rata lunară')).not.toBeNull();
          expect(applied.every((price) => Object.values(FINANCING_FILTER_EXPECTED_PRICES).includes(price))).toBe(true);
        },
        open: expectOpen,
      },
    },
    dispose: () => view.unmount(),
  };
});
