/** The makes a part is offered follow its sub-category: car parts list car makes, not caravans or tractors. */
import { describe, expect, it } from 'vitest';
import { choicesRequestOf } from './posting-choices';
import { EMPTY_POSTING_VALUES } from './posting-values';

const values = { ...EMPTY_POSTING_VALUES, compatibleMakeId: 7 };

describe('choicesRequestOf', () => {
  it.each([
    [69, 29],
    [71, 65],
    [121, 81],
    [123, 9],
    [125, 1],
    [127, 31],
  ])('parts of sub-category %i list the makes of category %i', (subcategoryId, makesOf) => {
    expect(choicesRequestOf(67, values, subcategoryId)).toEqual({
      categoryId: makesOf,
      makeId: 7,
      modelId: null,
      generationId: null,
    });
  });

  it('lists every make for parts at the top level and for vans-and-trucks parts', () => {
    expect(choicesRequestOf(67, values).categoryId).toBe(67);
    expect(choicesRequestOf(67, values, 73).categoryId).toBe(67);
  });

  it('keeps a vehicle category and its sub-categories as they are', () => {
    expect(choicesRequestOf(57, EMPTY_POSTING_VALUES, 89).categoryId).toBe(57);
    expect(choicesRequestOf(1, EMPTY_POSTING_VALUES, 3).categoryId).toBe(1);
  });
});
