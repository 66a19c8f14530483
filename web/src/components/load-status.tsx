/**
 * What a page shows while its data loads (lib/use-load.ts): the API's error in words (announced), or
 * the status note, which starts with "Loading" (the browser tests wait until no such note is left).
 */
import { FormError } from './form.js';

export function LoadStatus({
  error,
  loading,
  note = 'Loading…',
}: {
  error: string | null;
  loading: boolean;
  note?: string;
}) {
  if (error) return <FormError message={error} />;
  return loading ? <p role="status">{note}</p> : null;
}
