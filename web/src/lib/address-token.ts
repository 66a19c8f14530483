/**
 * Takes `?token=` from the address once and removes it from the address bar (and so from the
 * history, bookmarks and anything that reads the URL later). The server sends no referrer either.
 */
import { useState } from 'preact/hooks';

export function useTokenFromAddress(): string | null {
  const [token] = useState(() => {
    const value = new URLSearchParams(window.location.search).get('token');
    if (value !== null) window.history.replaceState(null, '', window.location.pathname);
    return value;
  });
  return token;
}
