/**
 * The badges an advert shows: 'Detalii verificate' (VERIFIED_DETAILS) is the national register's
 * answer, so it is left out while registerBanners is off (issue 15).
 */
import type { AdvertBadge } from '@/lib/graphql/generated/page-operations';
import { useFeatureFlag } from '@/lib/feature-flags/use-feature-flags';

export function useShownBadges(badges: readonly AdvertBadge[]): readonly AdvertBadge[] {
  const registerOn = useFeatureFlag('registerBanners');
  return registerOn ? badges : badges.filter((badge) => badge !== 'VERIFIED_DETAILS');
}
