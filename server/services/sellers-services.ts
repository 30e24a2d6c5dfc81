/** The sellers domain as the GraphQL layer reaches it (`context.services.sellers`). */
import { pricingInsights } from './pricing-insights';
import { getSellerProfile, listProfessionals, professionalFacets } from './sellers';

/** Professionals listing, seller profile and the home page's pricing insights. */
export const sellersServices = { listProfessionals, professionalFacets, getSellerProfile, pricingInsights };
