/**
 * useFinancingFilter(input, handlers): runs the financing filter dialog and returns its narrow view.
 * The handlers are SPEC §2.6's: `onApply` receives the maximum price (the listing sets its filter),
 * `onOpen` / `onClose` hear the dialog open and close (the screen tracks the apply as the
 * filters-dialog entry point's click).
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useRef, useState } from 'react';
import type { BudgetProblem } from '@/lib/financing/widget-simulations';
import { FILTER_TERMS } from '@/lib/financing/widget-simulations';
import type { FinancingType } from '@/lib/financing/financing-type';
import { flowInspector } from '../flow-inspector';
import { financingFilterMachine } from './financing-filter.machine';
import type { FinancingFilterInput } from './financing-filter.types';

/** What the dialog's owner does when it opens, closes or applies. */
export interface FinancingFilterHandlers {
  readonly onApply: (maxPrice: number) => void;
  readonly onOpen?: () => void;
  readonly onClose?: () => void;
}

/** What the button and the dialog show and can ask for. */
export interface FinancingFilterView {
  /** The visibility flag. */
  readonly visible: boolean;
  readonly partner: FinancingType;
  readonly budgetText: string;
  readonly months: number;
  readonly terms: readonly number[];
  /** The budget's problem, once something was typed or 'Aplică' was pressed. */
  readonly problem: BudgetProblem | null;
  readonly maxPrice: number | null;
  readonly open: () => void;
  readonly close: () => void;
  readonly changeBudget: (text: string) => void;
  readonly changeTerm: (months: number) => void;
  readonly apply: () => void;
}

/** Runs the dialog; `input` is read once, the handlers are always the latest. */
export function useFinancingFilter(
  input: FinancingFilterInput,
  handlers: FinancingFilterHandlers,
): FinancingFilterView {
  const latest = useRef(handlers);
  latest.current = handlers;
  const [logic] = useState(() =>
    financingFilterMachine.provide({
      actions: {
        applyFilters: ({ context }) => {
          if (context.maxPrice !== null) latest.current.onApply(context.maxPrice);
        },
      },
    }),
  );
  const actor = useActorRef(logic, { input, inspect: flowInspector });
  const visible = useSelector(actor, (s) => s.matches('open'));
  const context = useSelector(actor, (s) => s.context);
  return useMemo(
    () => ({
      visible,
      partner: context.partner,
      budgetText: context.budgetText,
      months: context.months,
      terms: FILTER_TERMS,
      problem: context.attempted || context.budgetText.trim() !== '' ? context.problem : null,
      maxPrice: context.maxPrice,
      open: () => {
        actor.send({ type: 'dialog.open' });
        latest.current.onOpen?.();
      },
      close: () => {
        actor.send({ type: 'dialog.close' });
        latest.current.onClose?.();
      },
      changeBudget: (text) => actor.send({ type: 'budget.change', text }),
      changeTerm: (months) => actor.send({ type: 'term.change', months }),
      apply: () => actor.send({ type: 'filters.apply' }),
    }),
    [actor, visible, context],
  );
}
