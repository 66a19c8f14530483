/**
 * A small router over the History API: the dashboard lives under /app/, page paths are written
 * without that prefix (`/scans/:id`). The server answers every /app/ path with index.html, so a
 * reload or a link from an e-mail lands on the right page.
 */
import { useEffect, useState } from 'preact/hooks';

export const BASE = '/app';

export interface Location {
  /** The path below /app, always starting with `/`. */
  path: string;
  query: URLSearchParams;
}

function current(): Location {
  const path = window.location.pathname.startsWith(BASE) ? window.location.pathname.slice(BASE.length) : '/';
  return { path: path === '' ? '/' : path, query: new URLSearchParams(window.location.search) };
}

const listeners = new Set<() => void>();
window.addEventListener('popstate', () => {
  for (const listener of listeners) listener();
});

/** Goes to a dashboard path (`/scans?x=1`); `replace` rewrites the current history entry instead. */
export function navigate(to: string, options: { replace?: boolean } = {}): void {
  const url = BASE + to;
  if (options.replace) window.history.replaceState(null, '', url);
  else window.history.pushState(null, '', url);
  for (const listener of listeners) listener();
}

export function useLocation(): Location {
  const [location, setLocation] = useState(current);
  useEffect(() => {
    const update = () => setLocation(current());
    listeners.add(update);
    return () => listeners.delete(update);
  }, []);
  return location;
}

/** `/scans/:id` against `/scans/42` gives `{id: '42'}`; null when the path does not match. */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const got = path.split('/').filter(Boolean);
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of want.entries()) {
    const actual = got[index] as string;
    if (segment.startsWith(':')) params[segment.slice(1)] = decodeURIComponent(actual);
    else if (segment !== actual) return null;
  }
  return params;
}

/** For `<a href>`: links keep working with a middle click or "open in new tab". */
export const href = (to: string) => BASE + to;

/** Click handler of in-app links: a plain left click navigates without reloading the page. */
export function followLink(event: MouseEvent, to: string): void {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  ) {
    return;
  }
  event.preventDefault();
  navigate(to);
}
