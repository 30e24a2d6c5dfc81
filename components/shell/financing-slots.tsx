/**
 * Financing entry points of the shell (SPEC §2.6). Empty for now: the financing work fills them
 * (the footer one shows only on home, listing and ad pages, recognised from the path, and falls
 * back to the baxter-c-footer advert slot when financing is disabled).
 */
import { AD_SLOT } from '@/lib/ads/ad-slots';
import { AdSlot } from './ad-slot';

/** Slot for the financing entry in the site header. */
export function FinancingHeaderSlot() {
  return null;
}

/**
 * Slot for the financing widget in the footer; `path` decides whether it shows. Until the widget
 * exists financing counts as disabled, so the baxter-c-footer advert slot stands in; it has a
 * house ad only on home, listing and ad pages (their loaders ask for it), elsewhere it renders nothing.
 */
export function FinancingFooterSlot(_props: { path: string }) {
  return <AdSlot name={AD_SLOT.footer} minHeight={80} asyncSlot />;
}
