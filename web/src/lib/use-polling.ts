/** Runs `load` now, then every `intervalMs` while `active()` says so; stops when the page goes away. */
import { useEffect, useRef } from 'preact/hooks';

export function usePolling(load: () => Promise<void>, active: boolean, intervalMs = 2000): void {
  const latest = useRef(load);
  latest.current = load;
  useEffect(() => {
    if (!active) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      await latest.current().catch(() => undefined);
      if (!stopped) timer = setTimeout(tick, intervalMs);
    };
    timer = setTimeout(tick, intervalMs);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [active, intervalMs]);
}
