/** The shapes of the saved-search services, as the GraphQL contract has them (saved-searches.graphql). */
import type {
  AlertFrequency as GraphQLAlertFrequency,
  SavedSearch,
  SaveSearchInput as GraphQLSaveSearchInput,
} from '@/server/graphql/generated/resolver-types';

/** INSTANT, DAILY, WEEKLY or OFF. */
export type AlertFrequency = GraphQLAlertFrequency;
/** A saved search as the list and the mutations answer it. */
export type SavedSearchDto = Omit<SavedSearch, '__typename'>;
/** What saveSearch takes. */
export type SaveSearchInput = GraphQLSaveSearchInput;
