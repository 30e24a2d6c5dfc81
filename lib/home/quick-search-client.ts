/** The makes of a category for the home quick search, from the browser (the listing's make facet). */
import { Home_MakesDocument, type FilterOptionView } from '@/lib/graphql/generated/page-operations';
import { browserExecutor } from '@/lib/listing/listing-client';

/** Loads the makes of `category` with their advert counts. */
export async function loadCategoryMakes(category: string): Promise<FilterOptionView[]> {
  const data = await browserExecutor()(Home_MakesDocument, { categorySlug: category });
  return data.getAdvertSearchFilters.makes;
}
