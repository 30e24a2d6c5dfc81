import {
  EMPTY_PROFESSIONALS_QUERY,
  parseProfessionalsQuery,
  parseProfessionalsUrl,
  tidyName,
} from './professionals-query';
import { professionalsAddress } from './sellers-href';

describe('parseProfessionalsQuery', () => {
  it('reads every filter and writes it back the same', () => {
    const parsed = parseProfessionalsQuery({
      q: ' Ștefan  Motors ',
      county: 'cj',
      city: 'Dej',
      category: 'camioane',
      sort: 'name',
    });
    expect(parsed).toEqual({
      query: {
        ...EMPTY_PROFESSIONALS_QUERY,
        q: 'Ștefan Motors',
        county: 'CJ',
        city: 'dej',
        category: 'camioane',
        sort: 'name',
      },
      notices: [],
    });
    expect(parseProfessionalsUrl(professionalsAddress(parsed.query), '/dealeri')).toEqual(parsed);
    expect(parseProfessionalsUrl('/vanzator/x?county=CJ', '/dealeri')).toBeNull();
  });

  it('drops what cannot be valid with a notice', () => {
    expect(parseProfessionalsQuery({ county: '<b>', city: 'dej' }).notices).toEqual(['county', 'city']);
    expect(parseProfessionalsQuery({ city: 'dej' })).toEqual({ query: EMPTY_PROFESSIONALS_QUERY, notices: ['city'] });
    expect(parseProfessionalsQuery({ county: 'B', city: "x' or 1=1" }).notices).toEqual(['city']);
    expect(parseProfessionalsQuery({ sort: 'pret', after: 'a', before: 'b' }).notices).toEqual(['sort', 'cursor']);
    expect(parseProfessionalsQuery({ category: '../etc' }).notices).toEqual(['category']);
  });

  it('keeps a name search short and printable', () => {
    expect(tidyName('a'.repeat(500))).toHaveLength(80);
    expect(tidyName('\u0000\u200b  ')).toBeNull();
    expect(tidyName('<script>')).toBe('<script>');
  });
});
