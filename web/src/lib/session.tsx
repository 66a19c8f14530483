/**
 * Who is signed in: the account `GET /v1/auth/me` returns for the session cookie, or null. Pages
 * read it through `useSession()`; signing in, out, and changes to the account call `refresh()`.
 */
import { type ComponentChildren, createContext } from 'preact';
import { useCallback, useContext, useEffect, useState } from 'preact/hooks';
import { ApiError, api, whenSessionEnds } from './api.js';
import type { Account } from './api-schema.js';

export interface Session {
  /** undefined while the first look-up runs; null when nobody is signed in. */
  account: Account | null | undefined;
  refresh(): Promise<Account | null>;
  signOut(): Promise<void>;
  /** True after this person logged out here (not an expired session): the login page says so. */
  signedOut: boolean;
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ComponentChildren }) {
  const [account, setAccount] = useState<Account | null | undefined>(undefined);
  const [signedOut, setSignedOut] = useState(false);
  const refresh = useCallback(async () => {
    try {
      const me = await api<Account>('GET', '/v1/auth/me');
      setAccount(me);
      setSignedOut(false);
      return me;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        setAccount(null);
        return null;
      }
      throw error;
    }
  }, []);
  const signOut = useCallback(async () => {
    await api('POST', '/v1/auth/logout');
    setSignedOut(true);
    setAccount(null);
  }, []);
  useEffect(() => {
    // The app then sends account pages to the login page, which brings the person back.
    whenSessionEnds(() => setAccount(null));
    refresh().catch(() => setAccount(null));
  }, [refresh]);
  return <SessionContext.Provider value={{ account, refresh, signOut, signedOut }}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}
