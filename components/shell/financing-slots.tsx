/**
 * Financing entry points of the shell (SPEC §2.6). Empty for now: the financing work fills them
 * (the footer one shows only on home, listing and ad pages, recognised from the path, and falls
 * back to the baxter-c-footer advert slot when financing is disabled).
 */

/** Slot for the financing entry in the site header. */
export function FinancingHeaderSlot() {
  return null;
}

/** Slot for the financing widget in the footer; `path` decides whether it shows. */
export function FinancingFooterSlot(_props: { path: string }) {
  return null;
}
