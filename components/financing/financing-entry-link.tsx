/**
 * A financing entry point's link (SPEC §2.6, §3 tracking data): it leads through
 * `/finantare/redirect/{entrypoint}` and, on click, sends the tracking layer `financing_entry_click`
 * with tpp, tpb and result_position of the entry point. Every widget links with it.
 */
import Link from 'next/link';
import type { ComponentPropsWithoutRef, MouseEvent } from 'react';
import { financingEntryPointHref } from '@/lib/financing/entry-point-href';
import type { FinancingEntryPoint } from '@/lib/financing/entry-point-status';
import { financingTrackingData } from '@/lib/financing/financing-tracking';
import { trackLinkEvent } from '@/lib/tracking/tracking';

/** The tracking event of a click on a financing entry point. */
export const FINANCING_CLICK_EVENT = 'financing_entry_click';

export interface FinancingEntryLinkProps extends Omit<ComponentPropsWithoutRef<'a'>, 'href'> {
  readonly entryPoint: FinancingEntryPoint;
  readonly advertId?: string | null;
  /** The listing card's place in the results, 1-based. */
  readonly resultPosition?: number | null;
}

/** Sends the click of `entryPoint` to the tracking layer. */
export function trackFinancingClick(
  entryPoint: FinancingEntryPoint,
  advertId?: string | null,
  resultPosition?: number | null,
): void {
  const { tpp, tpb, result_position } = financingTrackingData(entryPoint, resultPosition ?? undefined);
  trackLinkEvent(FINANCING_CLICK_EVENT, tpb, {
    touch_point_page: tpp,
    entry_point: entryPoint,
    ...(result_position !== undefined ? { result_position } : {}),
    ...(advertId ? { ad_id: advertId } : {}),
  });
}

/** The link of a financing entry point, tracked on click. */
export function FinancingEntryLink({
  entryPoint,
  advertId,
  resultPosition,
  onClick,
  children,
  ...rest
}: FinancingEntryLinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    trackFinancingClick(entryPoint, advertId, resultPosition);
    onClick?.(event);
  };
  return (
    <Link
      {...rest}
      href={financingEntryPointHref(entryPoint, { advertId, resultPosition })}
      onClick={handleClick}
      prefetch={false}
    >
      {children}
    </Link>
  );
}
