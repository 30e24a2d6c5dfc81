/**
 * The tracking layer and the cookie banner, mounted once by the shell (docs/tracking.md). The
 * runtime (lib/tracking/tracking-runtime.ts, with the route matcher) is imported after hydration,
 * so it adds nothing to first-load JS; the session and device it reads are kept current in a ref.
 */
import { useRouter } from 'next/router';
import { useEffect, useRef } from 'react';
import { ConsentRoot } from '@/components/consent/consent-root';
import { useDevice } from '@/lib/device/use-device';
import { browserStorage, LOGIN_TYPE_KEY } from '@/lib/session/session-storage';
import type { TrackingPageContext } from '@/lib/tracking/common-properties';
import { useSession } from '@/machines/session/use-session';

type Visitor = Pick<TrackingPageContext, 'device' | 'session' | 'loginType'>;

export function TrackingRoot({ scriptUrl }: { scriptUrl?: string }) {
  const router = useRouter();
  const device = useDevice();
  const { user, multiUser } = useSession();
  const visitor = useRef<Visitor>({ device, session: null, loginType: null });
  visitor.current = { device, session: user ? { user, multiUser } : null, loginType: null };

  const routerRef = useRef(router);
  routerRef.current = router;
  useEffect(() => {
    let stop: (() => void) | null = null;
    let cancelled = false;
    void import('@/lib/tracking/tracking-runtime').then(({ startTracking }) => {
      if (cancelled) return;
      stop = startTracking({
        path: () => routerRef.current.asPath,
        routerEvents: routerRef.current.events,
        visitor: () => ({ ...visitor.current, loginType: browserStorage()?.getItem(LOGIN_TYPE_KEY) ?? null }),
        ...(scriptUrl ? { scriptUrl } : {}),
      });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [scriptUrl]);

  return <ConsentRoot />;
}
