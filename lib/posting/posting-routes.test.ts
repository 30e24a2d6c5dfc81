/** postingUrl against SPEC §2.3's paths, and the route table's matcher reading them back. */
import { routeIdOf } from '@/lib/routes/match-route';
import { postingStartUrl, postingUrl } from './posting-routes';

describe('postingUrl', () => {
  it.each([
    [{ categorySlug: 'autoturisme', mode: 'new' as const }, '/autoturisme/anunt-nou'],
    [{ categorySlug: 'autoturisme', mode: 'edit' as const, id: 12 }, '/autoturisme/anunt-nou/edit/12'],
    [{ categorySlug: 'autoturisme', mode: 'duplicate' as const, id: '12' }, '/autoturisme/anunt-nou/duplicate/12'],
    [{ categorySlug: 'camioane', subcategorySlug: 'autobuze', mode: 'new' as const }, '/camioane/autobuze/anunt-nou'],
    [
      { categorySlug: 'camioane', subcategorySlug: 'autobuze', mode: 'edit' as const, id: 7 },
      '/camioane/autobuze/anunt-nou/edit/7',
    ],
    [
      { categorySlug: 'remorci', subcategorySlug: 'rulote', mode: 'duplicate' as const, id: 9 },
      '/remorci/rulote/anunt-nou/duplicate/9',
    ],
    [{ categorySlug: 'camioane', subcategorySlug: null, mode: 'edit' as const, id: 3 }, '/camioane/anunt-nou/edit/3'],
  ])('%o -> %s, a posting page of the route table', (input, url) => {
    expect(postingUrl(input)).toBe(url);
    expect(routeIdOf(url)).toBe('posting_form');
  });

  it('refuses an edit or a duplicate without an id', () => {
    expect(() => postingUrl({ categorySlug: 'autoturisme', mode: 'edit' })).toThrow(RangeError);
    expect(() => postingUrl({ categorySlug: 'autoturisme', mode: 'duplicate', id: '' })).toThrow(RangeError);
  });

  it('starts posting at the category selector', () => {
    expect(postingStartUrl()).toBe('/anunt-nou/selectcategory');
  });
});
