import { summarizeCoverage } from './flow-coverage';

const file = {
  id: 'select',
  title: 'Câmp de selecție',
  paths: { implicit: 56, 'marca-mobil': 37 },
  states: { total: 8, reached: 8, percent: 100, unreached: [] },
  transitions: { total: 3, reached: 2, percent: 66.7, unreached: [] },
  transitionList: [
    { key: 'select.closed:field.open:0', reached: true },
    { key: 'select.closed:field.open:1', reached: false },
    { key: 'select.inline:field.close:0', reached: true },
  ],
  exceptions: [],
  problems: [],
  generatedAt: '2025-01-01T00:00:00.000Z',
};

describe('summarizeCoverage', () => {
  it('adds up the paths of every scenario and lists the transitions no path takes', () => {
    expect(summarizeCoverage(file)).toEqual({
      paths: 93,
      statesPercent: 100,
      transitionsPercent: 66.7,
      unreachedKeys: ['select.closed:field.open:1'],
      generatedAt: '2025-01-01T00:00:00.000Z',
    });
  });

  it('refuses anything that is not a coverage file', () => {
    expect(summarizeCoverage({ id: 'select' })).toBeNull();
    expect(summarizeCoverage(null)).toBeNull();
  });
});
