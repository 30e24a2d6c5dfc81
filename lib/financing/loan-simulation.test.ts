import { DEALER_INSTALMENTS, EXTERNAL_PARTNER_SIMULATION, LISTING_CARD_SIMULATION } from './financing-constants';
import { editDraft, parseLei, simulate, simulationProblems, type SimulationDraft } from './loan-simulation';

describe('parseLei: whole lei as typed', () => {
  it.each([
    ['50000', 50_000],
    [' 50000 ', 50_000],
    ['50.000', 50_000],
    ['50 000', 50_000],
    ['1.500', 1500],
    ['0', 0],
    ['50.00', 50], // a '.' that does not group three digits is a decimal point
    ['50,00', 50],
    ['50,5', null],
    ['-5', null],
    ['1,5', null],
    ['', null],
    ['cinci', null],
  ])('%j → %j', (text, expected) => {
    expect(parseLei(text)).toBe(expected);
  });
});

describe('editDraft: with a price the down payment and the credit add up to it', () => {
  const draft: SimulationDraft = { downPayment: '2150', credit: '19350', term: 48 };
  it.each<[string, 'downPayment' | 'credit', string, number | null, Partial<SimulationDraft>]>([
    ['a down payment moves the credit', 'downPayment', '5000', 21_500, { downPayment: '5000', credit: '16500' }],
    ['a credit moves the down payment', 'credit', '20.000', 21_500, { credit: '20.000', downPayment: '1500' }],
    ['a down payment over the price moves nothing else', 'downPayment', '30000', 21_500, { downPayment: '30000' }],
    ['text that is not a number moves nothing else', 'credit', 'abc', 21_500, { credit: 'abc' }],
    ['without a price nothing else moves', 'credit', '60000', null, { credit: '60000' }],
  ])('%s', (_case, field, value, price, changed) => {
    expect(editDraft(draft, field, value, price)).toEqual({ ...draft, ...changed });
  });
});

describe('simulationProblems (SPEC §9 bounds)', () => {
  const card = (credit: string, term = 60): SimulationDraft => ({ downPayment: '', credit, term });
  it.each<[string, SimulationDraft, number | null, object]>([
    ['the card default', card('50000'), null, {}],
    ['the card minimum', card('1500', 6), null, {}],
    [
      'under the card minimum',
      card('1499'),
      null,
      { credit: { key: 'financing:errors.creditRange', values: { min: '1.500', max: '200.000' } } },
    ],
    [
      'over the card maximum',
      card('200001'),
      null,
      { credit: { key: 'financing:errors.creditRange', values: { min: '1.500', max: '200.000' } } },
    ],
    ['a credit that is not a number', card('50k'), null, { credit: { key: 'financing:errors.creditNumber' } }],
    [
      'a term over the card maximum',
      card('50000', 72),
      null,
      { term: { key: 'financing:errors.termRange', values: { min: '6', max: '60' } } },
    ],
    [
      'a down payment of the whole price',
      { downPayment: '21500', credit: '0', term: 60 },
      21_500,
      {
        downPayment: { key: 'financing:errors.downPaymentTooHigh', values: { price: '21.500' } },
        credit: { key: 'financing:errors.creditRange', values: { min: '1.500', max: '200.000' } },
      },
    ],
    [
      'a down payment that is not a number',
      { downPayment: 'x', credit: '20000', term: 60 },
      21_500,
      {
        downPayment: { key: 'financing:errors.downPaymentNumber' },
      },
    ],
  ])('%s', (_case, draft, price, expected) => {
    expect(simulationProblems(draft, LISTING_CARD_SIMULATION, price)).toEqual(expected);
  });

  it('reads the bounds of the simulation it is given (external partner 1000–300000, 3–120)', () => {
    expect(simulationProblems(card('1000', 120), EXTERNAL_PARTNER_SIMULATION, null)).toEqual({});
    const dealer = { ...LISTING_CARD_SIMULATION, instalments: DEALER_INSTALMENTS };
    expect(simulationProblems(card('50000', 12), dealer, null)).toEqual({
      term: { key: 'financing:errors.termRange', values: { min: '24', max: '72' } },
    });
  });
});

describe('simulate', () => {
  it('gives the instalment, totals and DAE of a valid draft (the card default: 1221.22 lei a month)', () => {
    expect(simulate({ downPayment: '', credit: '50.000', term: 60 }, LISTING_CARD_SIMULATION, null)).toEqual({
      monthlyInstalment: 1221.22,
      totalPayable: 73_273.2,
      totalCost: 23_273.2,
      daePercent: 17.46,
    });
  });

  it('gives nothing while the draft has a problem', () => {
    expect(simulate({ downPayment: '', credit: '500', term: 60 }, LISTING_CARD_SIMULATION, null)).toBeNull();
  });
});
