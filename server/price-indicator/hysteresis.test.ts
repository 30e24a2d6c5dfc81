/** Hysteresis: small moves around a band edge keep the label. */
import { describe, expect, it } from 'vitest';
import { classify, HYSTERESIS_MARGIN } from './hysteresis';

const band = { low: Math.log(9000), high: Math.log(11000) };
const at = (lei: number) => Math.log(lei);

describe('classify', () => {
  it('labels by the plain band when there is no previous label', () => {
    expect(classify(at(8900), band, 'none')).toBe('below');
    expect(classify(at(10000), band, 'none')).toBe('in');
    expect(classify(at(11100), band, 'none')).toBe('above');
  });

  it('does not flip on a 1 % change across an edge', () => {
    // Just inside the low edge, then 1 % cheaper: still 'in'; just below it, then 1 % dearer: still 'below'.
    expect(classify(at(9050), band, 'none')).toBe('in');
    expect(classify(at(9050 * 0.99), band, 'in')).toBe('in');
    expect(classify(at(8950), band, 'none')).toBe('below');
    expect(classify(at(8950 * 1.01), band, 'below')).toBe('below');
    expect(classify(at(10950 * 1.01), band, 'in')).toBe('in');
    expect(classify(at(11050 * 0.99), band, 'above')).toBe('above');
  });

  it('changes the label once the price crosses the edge by more than the margin', () => {
    const margin = Math.exp(HYSTERESIS_MARGIN);
    expect(classify(at((9000 / margin) * 0.999), band, 'in')).toBe('below');
    expect(classify(at(9000 * margin * 1.001), band, 'below')).toBe('in');
    expect(classify(at(11000 * margin * 1.001), band, 'in')).toBe('above');
    expect(classify(at((11000 / margin) * 0.999), band, 'above')).toBe('in');
    // A jump across the whole band goes straight to the other side.
    expect(classify(at(20000), band, 'below')).toBe('above');
    expect(classify(at(5000), band, 'above')).toBe('below');
  });
});
