import { createActor } from 'xstate';
import { findRegisteredMachine } from '../registry';
import { financingFilterMachine } from './financing-filter.machine';

function start(onApply: (price: number) => void = () => {}) {
  const machine = financingFilterMachine.provide({
    actions: { applyFilters: ({ context }) => onApply(context.maxPrice ?? -1) },
  });
  return createActor(machine, { input: { partner: 'NATIVE_BROKER' } }).start();
}

describe('financing filter machine', () => {
  it('starts closed with the card term (60 months) and no price', () => {
    const actor = start();
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context).toMatchObject({ months: 60, maxPrice: null, problem: 'budgetNumber' });
  });

  it('recomputes the price on every change and applies it, closing', () => {
    const applied: number[] = [];
    const actor = start((price) => applied.push(price));
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'budget.change', text: '1.000' });
    expect(actor.getSnapshot().context.maxPrice).toBe(40_942);
    actor.send({ type: 'term.change', months: 36 });
    expect(actor.getSnapshot().context.maxPrice).toBe(28_364);
    actor.send({ type: 'filters.apply' });
    expect(applied).toEqual([28_364]);
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('keeps the dialog open with the problem when the budget is wrong', () => {
    const applied: number[] = [];
    const actor = start((price) => applied.push(price));
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'filters.apply' });
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context).toMatchObject({ attempted: true, problem: 'budgetNumber' });
    actor.send({ type: 'budget.change', text: '10' });
    expect(actor.getSnapshot().context.problem).toBe('budgetRange');
    expect(applied).toEqual([]);
  });

  it('ignores a term it does not offer; closing keeps what was typed', () => {
    const actor = start();
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'term.change', months: 72 });
    expect(actor.getSnapshot().context.months).toBe(60);
    actor.send({ type: 'budget.change', text: '800' });
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().context.budgetText).toBe('800');
  });

  it('is registered', () => {
    expect(findRegisteredMachine('financingFilter')?.machine).toBe(financingFilterMachine);
  });
});
