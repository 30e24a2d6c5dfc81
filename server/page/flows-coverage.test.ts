import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readFlowCoverage } from './flows-coverage';

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

describe('readFlowCoverage', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'flows-coverage-'));
  writeFileSync(path.join(dir, 'select.json'), JSON.stringify(file));
  writeFileSync(path.join(dir, 'broken.json'), '{ not json');

  it('reads <dir>/<id>.json', () => {
    expect(readFlowCoverage(dir, 'select')?.paths).toBe(93);
  });

  it('gives null for a missing or broken file, and for ids that are not plain names', () => {
    expect(readFlowCoverage(dir, 'combobox')).toBeNull();
    expect(readFlowCoverage(dir, 'broken')).toBeNull();
    expect(readFlowCoverage(dir, '../select')).toBeNull();
  });
});
