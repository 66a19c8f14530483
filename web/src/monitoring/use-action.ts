/**
 * useSubmit (lib/use-form.ts) plus the answer's status: the monitoring routes are plan-gated, and a
 * 403 (or a limit that says "upgrade") is shown with a link to the plan page, not just in words.
 */
import { useState } from 'preact/hooks';
import { ApiError, messageOf } from '../lib/api.js';

export interface ActionFailure {
  message: string;
  status: number;
}

export function useAction() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const [fields, setFields] = useState<Readonly<Record<string, string>>>({});
  const run = async (work: () => Promise<void>): Promise<boolean> => {
    setBusy(true);
    setFailure(null);
    setFields({});
    try {
      await work();
      return true;
    } catch (caught) {
      setFailure({ message: messageOf(caught), status: caught instanceof ApiError ? caught.status : 0 });
      if (caught instanceof ApiError) setFields(caught.fields);
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, failure, fields, run, clear: () => setFailure(null) };
}
