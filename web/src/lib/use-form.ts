/** The state every form has: busy while the request runs, the error it ended with. */
import { useState } from 'preact/hooks';
import { ApiError, messageOf } from './api.js';

export function useSubmit() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Readonly<Record<string, string>>>({});
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    setFields({});
    try {
      await work();
    } catch (caught) {
      setError(messageOf(caught));
      if (caught instanceof ApiError) setFields(caught.fields);
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, fields, run };
}

/** `?next=` of the login page, when it names a dashboard page (never another site). */
export function safeNext(next: string | null): string | null {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : null;
}
