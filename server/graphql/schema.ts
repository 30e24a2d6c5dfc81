/**
 * The executable schema: the modules' SDL (inlined by generate-sdl.ts, see there why) merged
 * with each module's resolvers. Built once per process.
 */
import type { GraphQLSchema } from 'graphql';
import { createSchema } from 'graphql-yoga';
import type { GraphQLContext } from './context';
import { accountsResolvers } from './modules/accounts/accounts.resolvers';
import { adsResolvers } from './modules/ads/ads.resolvers';
import { catalogResolvers } from './modules/catalog/catalog.resolvers';
import { sellersResolvers } from './modules/sellers/sellers.resolvers';
import { priceIndicatorResolvers } from './modules/price-indicator/price-indicator.resolvers';
import { postingPriceResolvers } from './modules/posting-price/posting-price.resolvers';
import { mapResolvers } from './modules/map/map.resolvers';
import { reportsResolvers } from './modules/reports/reports.resolvers';
import { houseAdsResolvers } from './modules/house-ads/house-ads.resolvers';
import { sellerContactResolvers } from './modules/seller-contact/seller-contact.resolvers';
import { messagesResolvers } from './modules/messages/messages.resolvers';
import { postingPhotosResolvers } from './modules/posting-photos/posting-photos.resolvers';
import { myAdsResolvers } from './modules/my-ads/my-ads.resolvers';
import { teamResolvers } from './modules/team/team.resolvers';
import { webVitalsResolvers } from './modules/operations/web-vitals.resolvers';
import { vinResolvers } from './modules/vin/vin.resolvers';
import { postingResolvers } from './modules/posting/posting.resolvers';
import { favouritesResolvers } from './modules/favourites/favourites.resolvers';
import { savedSearchesResolvers } from './modules/saved-searches/saved-searches.resolvers';
import { paymentsResolvers } from './modules/billing/payments.resolvers';
import { vehicleCheckResolvers } from './modules/vehicle-check/vehicle-check.resolvers';
import { billingResolvers } from './modules/billing/billing.resolvers';
import { financingResolvers } from './modules/financing/financing.resolvers';
import { experimentsResolvers } from './modules/experiments/experiments.resolvers';
import { sdlByModule } from './sdl.generated';

/** The type definitions of every module, in a stable order. */
export const typeDefs: string[] = Object.keys(sdlByModule)
  .sort()
  .map((file) => sdlByModule[file] ?? '');

/** Every module's resolver map; makeExecutableSchema merges them (they all extend Query). */
export const resolvers = [
  catalogResolvers,
  adsResolvers,
  accountsResolvers,
  teamResolvers,
  sellersResolvers,
  priceIndicatorResolvers,
  postingPriceResolvers,
  mapResolvers,
  reportsResolvers,
  vinResolvers,
  sellerContactResolvers,
  messagesResolvers,
  postingResolvers,
  vehicleCheckResolvers,
  postingPhotosResolvers,
  myAdsResolvers,
  favouritesResolvers,
  savedSearchesResolvers,
  billingResolvers,
  paymentsResolvers,
  houseAdsResolvers,
  webVitalsResolvers,
  experimentsResolvers,
  financingResolvers,
];

/** Builds a fresh executable schema (tests may want their own instance). */
export function buildSchema(): GraphQLSchema {
  return createSchema<GraphQLContext>({ typeDefs, resolvers });
}

let schema: GraphQLSchema | undefined;

/** The process-wide schema, shared by the HTTP endpoint and in-process SSR execution. */
export function getSchema(): GraphQLSchema {
  schema ??= buildSchema();
  return schema;
}
