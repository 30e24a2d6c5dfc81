import { useEffect, useRef } from 'react';

/**
 * The wizard may replace a field's value (a restored draft, the register's data): when `value`
 * changes from outside and differs from what the field's flow holds (`current`), the flow is told
 * with `change`.
 */
export function useFollowValue(value: string, current: string, change: (value: string) => void): void {
  const seen = useRef(value);
  useEffect(() => {
    if (seen.current === value) return;
    seen.current = value;
    if (value !== current) change(value);
  }, [value, current, change]);
}
