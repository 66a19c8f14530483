/**
 * What a page reads when it opens: the data (undefined until the first answer), the API's error in
 * words, and `reload` for after an action or for polling (usePolling). An answer clears the error;
 * a failed reload keeps the data last shown. `read` runs again when `deps` change; the latest `read`
 * is the one `reload` calls, and only the latest call's answer is shown: an older read that answers
 * late (the alerts filter changed twice quickly, a poll crossing an action's reload) is dropped. Show the state with `<LoadStatus>` (components/load-status.tsx).
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { ApiError, messageOf } from './api.js';

export interface Load<T> {
  data: T | undefined;
  error: string | null;
  reload: () => Promise<void>;
  /** For an action's answer that replaces what was read (a saved setting, a marked alert). */
  setData: (update: T | undefined | ((current: T | undefined) => T | undefined)) => void;
}

export function useLoad<T>(read: () => Promise<T>, deps: readonly unknown[] = []): Load<T> {
  const [data, setData] = useState<T | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(read);
  latest.current = read;
  const calls = useRef(0);
  const reload = async () => {
    const call = ++calls.current;
    try {
      const answer = await latest.current();
      if (call !== calls.current) return;
      setData(() => answer);
      setError(null);
    } catch (caught) {
      if (call === calls.current) setError(messageOf(caught));
    }
  };
  useEffect(() => {
    void reload();
  }, deps);
  return { data, error, reload, setData };
}

/** A read whose 404 is an answer (the thing is gone or another account's): null instead of an error. */
export async function orNotFound<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (caught) {
    if (caught instanceof ApiError && caught.status === 404) return null;
    throw caught;
  }
}
