import { defaultSearchName, nameProblem, SAVED_SEARCH_ERRORS } from './saved-search-rules';
import { savedSearchRefusal } from './saved-search-refusal';

describe('nameProblem', () => {
  it.each([
    ['', SAVED_SEARCH_ERRORS.badName],
    ['   ', SAVED_SEARCH_ERRORS.badName],
    ['x'.repeat(81), SAVED_SEARCH_ERRORS.badName],
    [` ${'x'.repeat(80)} `, null],
    ['BMW Seria 3', null],
  ])('%j -> %s', (name, expected) => {
    expect(nameProblem(name)).toBe(expected);
  });
});

describe('defaultSearchName', () => {
  it('joins the heading and the filters', () => {
    expect(defaultSearchName(['Autoturisme BMW Seria 3', 'An: 2015 – 2020', ''])).toBe(
      'Autoturisme BMW Seria 3 · An: 2015 – 2020',
    );
  });
  it('stops at the last part that fits 80 characters', () => {
    const name = defaultSearchName(['Autoturisme', 'a'.repeat(60), 'b'.repeat(30)]);
    expect(name).toBe(`Autoturisme · ${'a'.repeat(60)}`);
    expect(name.length).toBeLessThanOrEqual(80);
  });
  it('cuts a heading longer than 80 characters', () => {
    const name = defaultSearchName(['x'.repeat(100)]);
    expect(name).toHaveLength(80);
    expect(name.endsWith('…')).toBe(true);
  });
});

describe('savedSearchRefusal', () => {
  it('reads a duplicate with the existing name', () => {
    const error = {
      errors: [
        {
          extensions: {
            code: 'BAD_USER_INPUT',
            i18nKey: 'errors:savedSearches.duplicate',
            field: 'filters',
            existingName: 'BMW',
          },
        },
      ],
    };
    expect(savedSearchRefusal(error)).toEqual({
      key: 'errors:savedSearches.duplicate',
      field: 'filters',
      existingName: 'BMW',
    });
  });
  it('is null for other failures', () => {
    expect(savedSearchRefusal(new Error('network'))).toBeNull();
    expect(savedSearchRefusal({ errors: [{ extensions: { code: 'UNAUTHENTICATED' } }] })).toBeNull();
  });
});
