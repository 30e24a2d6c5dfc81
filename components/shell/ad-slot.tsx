/**
 * Advertising slots (SPEC §2.6): a named box the provider's script fills. An empty name renders
 * nothing. The box reserves its height so the page does not jump when the advert arrives.
 */
import type { TopBannerSlots } from '@/lib/page/page-props';
import { useExperimentVariant } from '@/machines/experiments/use-experiments';
import styles from './ad-slot.module.css';

/** One advertising slot; nothing when `name` is empty. */
export function AdSlot({ name, minHeight }: { name?: string | null; minHeight?: number }) {
  if (!name) return null;
  return <div id={name} data-ad-slot={name} className={styles.slot} style={minHeight ? { minHeight } : undefined} />;
}

/** The experiment whose variant 'b' hides the top wideboard (slot1) (SPEC §2.6). */
export const WIDEBOARD_EXPERIMENT = 'ADS-WIDEBOARD';

/** Slot1 and Slot2 above the header; nothing when both are empty. Slot1 is hidden under ADS-WIDEBOARD@b. */
export function TopBanners({ slot1, slot2 }: TopBannerSlots) {
  const wideboard = useExperimentVariant(WIDEBOARD_EXPERIMENT) === 'b' ? null : slot1;
  if (!wideboard && !slot2) return null;
  return (
    <div className={styles.top}>
      <AdSlot name={wideboard} />
      <AdSlot name={slot2} />
    </div>
  );
}
