import { parseSvgPath, simplifyRing } from './svg-path';

describe('parseSvgPath', () => {
  it('reads relative moveto with implicit relative linetos, and closes at the start', () => {
    expect(parseSvgPath('m 10,10 5,0 0,5 z')).toEqual([
      [
        [10, 10],
        [15, 10],
        [15, 15],
      ],
    ]);
  });

  it('reads absolute commands and horizontal / vertical linetos', () => {
    expect(parseSvgPath('M0 0 H4 V3 L0 3 Z')).toEqual([
      [
        [0, 0],
        [4, 0],
        [4, 3],
        [0, 3],
      ],
    ]);
    expect(parseSvgPath('M1,1 h2 v2 h-2 z')).toEqual([
      [
        [1, 1],
        [3, 1],
        [3, 3],
        [1, 3],
      ],
    ]);
  });

  it('starts a relative moveto after z from the closed subpath’s start', () => {
    const rings = parseSvgPath('m 10,10 4,0 0,4 z m 1,1 1,0 0,1 z');
    expect(rings).toHaveLength(2);
    expect(rings[1]).toEqual([
      [11, 11],
      [12, 11],
      [12, 12],
    ]);
  });

  it('drops a repeated closing point and reads exponents and signs without separators', () => {
    expect(parseSvgPath('M0,0L1e1,0L10-5L0,0z')).toEqual([
      [
        [0, 0],
        [10, 0],
        [10, -5],
      ],
    ]);
  });

  it('refuses curves instead of drawing them as something else', () => {
    expect(() => parseSvgPath('M0 0 C 1 1 2 2 3 3 z')).toThrow(/unsupported command C/);
    expect(() => parseSvgPath('0 0 1 1')).toThrow(/command expected/);
  });
});

describe('simplifyRing', () => {
  it('drops points that lie within the tolerance of a straight edge and keeps the corners', () => {
    const square = [
      [0, 0],
      [5, 0.01],
      [10, 0],
      [10, 10],
      [0, 10],
    ] as const;
    expect(simplifyRing(square, 0.1)).toEqual([
      [0, 0],
      [10, 0],
      [10, 10],
      [0, 10],
    ]);
    expect(simplifyRing(square, 0.001)).toHaveLength(5);
  });
});
