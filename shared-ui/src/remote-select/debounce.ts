import { useEffect, useRef, useState } from 'react';
import { REMOTE_SELECTOR_DEBOUNCE_MS, REMOTE_SELECTOR_MAX_WAIT_MS } from 'shared-ui/contract';

/**
 * The value, settled: it follows `value` once the user pauses for `waitMs`, and at the latest
 * `maxWaitMs` after the first change of a burst, so someone typing without pause still gets
 * results (spec section 9: 500 ms, at most 5000 ms).
 */
export function useDebouncedValue<T>(value: T, waitMs = REMOTE_SELECTOR_DEBOUNCE_MS, maxWaitMs = REMOTE_SELECTOR_MAX_WAIT_MS): T {
  const [settled, setSettled] = useState(value);
  const burstStart = useRef<number | null>(null);

  useEffect(() => {
    if (Object.is(value, settled)) {
      burstStart.current = null;
      return;
    }
    const now = Date.now();
    burstStart.current ??= now;
    const untilMax = burstStart.current + maxWaitMs - now;
    const timer = setTimeout(() => {
      burstStart.current = null;
      setSettled(value);
    }, Math.max(0, Math.min(waitMs, untilMax)));
    return () => clearTimeout(timer);
  }, [value, settled, waitMs, maxWaitMs]);

  return settled;
}
