/**
 * Advertising slots (SPEC §2.6): a named box the provider's script fills. An empty name renders
 * nothing. The box reserves its height so the page does not jump when the advert arrives.
 */
import type { TopBannerSlots } from '@/lib/page/page-props';
import styles from './ad-slot.module.css';

/** One advertising slot; nothing when `name` is empty. */
export function AdSlot({ name, minHeight }: { name?: string | null; minHeight?: number }) {
  if (!name) return null;
  return <div id={name} data-ad-slot={name} className={styles.slot} style={minHeight ? { minHeight } : undefined} />;
}

/** Slot1 and Slot2 above the header; nothing when both are empty. */
export function TopBanners({ slot1, slot2 }: TopBannerSlots) {
  if (!slot1 && !slot2) return null;
  return (
    <div className={styles.top}>
      <AdSlot name={slot1} />
      <AdSlot name={slot2} />
    </div>
  );
}
