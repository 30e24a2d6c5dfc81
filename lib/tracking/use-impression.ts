/** useImpression(name, touchPointButton): a ref whose element tracks one impression when fully visible. */
import { useCallback, useRef } from 'react';
import { observeImpression, trackImpression } from './tracking';

export function useImpression<T extends Element>(name: string, touchPointButton?: string): (element: T | null) => void {
  const stop = useRef<(() => void) | null>(null);
  return useCallback(
    (element: T | null) => {
      stop.current?.();
      stop.current = element ? observeImpression(element, () => trackImpression(name, touchPointButton)) : null;
    },
    [name, touchPointButton],
  );
}
