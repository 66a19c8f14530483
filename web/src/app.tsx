/** The shell: header and navigation, the routed page, the footer. */
import { useEffect, useRef, useState } from 'preact/hooks';
import { Link } from './components/link.js';
import { messageOf } from './lib/api.js';
import { matchPath, navigate, useLocation } from './lib/router.js';
import { useSession } from './lib/session.js';
import { safeNext } from './lib/use-form.js';
import { NotFoundPage } from './pages/not-found.page.js';
import { PAGES, type PageEntry } from './pages/registry.js';

function route(path: string): { page: PageEntry; params: Record<string, string> } | null {
  for (const page of PAGES) {
    const params = matchPath(page.path, path);
    if (params) return { page, params };
  }
  return null;
}

function Header({ path }: { path: string }) {
  const { account, signOut } = useSession();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setOpen(false), [path]);
  const items = PAGES.filter((page) => page.nav).sort((a, b) => (a.nav?.order ?? 0) - (b.nav?.order ?? 0));
  const current = (to: string) => (path === to || path.startsWith(`${to}/`) ? 'page' : undefined);
  const logOut = async () => {
    try {
      await signOut();
      navigate('/login?signed_out=1');
    } catch (caught) {
      setError(messageOf(caught));
    }
  };
  return (
    <header class="site-header">
      <div class="header-inner">
        <Link to={account ? '/scans' : '/'} class="brand">
          <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
            <path d="M16 2 4 7v8c0 7.5 5.1 13.4 12 15 6.9-1.6 12-7.5 12-15V7z" fill="currentColor" />
            <path
              d="m10.5 16 4 4 7-8"
              fill="none"
              stroke="#fff"
              stroke-width="3"
              stroke-linecap="round"
              stroke-linejoin="round"
            />
          </svg>
          <span>Rampart</span>
        </Link>
        <button
          type="button"
          class="menu-toggle"
          aria-expanded={open}
          aria-controls="site-nav"
          onClick={() => setOpen(!open)}
        >
          Menu
        </button>
        <nav id="site-nav" class={open ? 'site-nav open' : 'site-nav'} aria-label="Main">
          <ul>
            {account
              ? items.map((page) => (
                  <li key={page.path}>
                    <Link to={page.path} class="nav-link" aria-current={current(page.path)}>
                      {page.nav?.label}
                    </Link>
                  </li>
                ))
              : account === null && (
                  <li>
                    <Link to="/" class="nav-link" aria-current={path === '/' ? 'page' : undefined}>
                      Free scan
                    </Link>
                  </li>
                )}
          </ul>
          <div class="nav-auth">
            {account ? (
              <>
                <span class="nav-email" title={account.email}>
                  {account.email}
                </span>
                <button type="button" class="button button-quiet" onClick={logOut}>
                  Log out
                </button>
              </>
            ) : account === null ? (
              <>
                <Link to="/login" class="button button-quiet">
                  Log in
                </Link>
                <Link to="/signup" class="button button-primary">
                  Sign up
                </Link>
              </>
            ) : null}
          </div>
        </nav>
      </div>
      {error && (
        <div class="alert alert-error header-alert" role="alert">
          {error}
        </div>
      )}
    </header>
  );
}

export function App() {
  const location = useLocation();
  const { account, signedOut } = useSession();
  const matched = route(location.path);
  const first = useRef(true);

  const needsAccount = matched?.page.access === 'account' && account === null;
  const isGuestOnly = matched?.page.access === 'guest' && account;
  useEffect(() => {
    // Logged out on an account page: the login page confirms it (this effect ran after the header's
    // own navigation and sent the person to "Log in to continue" instead).
    if (needsAccount && signedOut) navigate('/login?signed_out=1', { replace: true });
    else if (needsAccount)
      navigate(`/login?next=${encodeURIComponent(location.path + (location.query.size ? `?${location.query}` : ''))}`, {
        replace: true,
      });
    // Signed in on a guest page (just logged in, or came back): on to where they were going.
    else if (isGuestOnly) navigate(safeNext(location.query.get('next')) ?? '/scans', { replace: true });
  }, [needsAccount, isGuestOnly, signedOut, location.path, location.query]);

  // After an in-app navigation the new page's heading takes focus (announced, keyboard at its top).
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo(0, 0);
    document.querySelector<HTMLElement>('main h1')?.focus();
  }, [location.path]);

  const waiting = account === undefined && matched?.page.access !== 'public';
  const Component = matched?.page.component;
  return (
    <>
      <a class="skip-link" href="#main">
        Skip to content
      </a>
      <Header path={location.path} />
      <main id="main" tabIndex={-1}>
        {waiting || needsAccount || isGuestOnly ? (
          <p class="loading" role="status">
            Loading…
          </p>
        ) : Component && matched ? (
          <Component params={matched.params} />
        ) : (
          <NotFoundPage params={{}} />
        )}
      </main>
      <footer class="site-footer">
        <div class="footer-inner">
          <span>Rampart · external security scanning for your domains</span>
          <a href="/docs">API documentation</a>
        </div>
      </footer>
    </>
  );
}
