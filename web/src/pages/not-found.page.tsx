import { Link } from '../components/link.js';
import { Page } from '../components/page.js';
import type { PageProps } from './page-props.js';

export function NotFoundPage(_props: PageProps) {
  return (
    <Page title="Page not found" narrow>
      <p>There is no dashboard page at this address.</p>
      <p>
        <Link to="/">Go to the start page</Link>
      </p>
    </Page>
  );
}
