/**
 * Every page of the dashboard, in one list: its path below /app, who may see it, and whether (and
 * where) it appears in the navigation. A feature adds its page here and nowhere else: the router,
 * the sign-in redirect and the menu all read this list (see docs/dashboard.md, "Adding a page").
 */
import type { FunctionComponent } from 'preact';
import { AccountPage } from './account.page.js';
import { ActivityPage } from './activity.page.js';
import { AlertsPage } from './alerts.page.js';
import { ApiKeyPage } from './api-key.page.js';
import { ForgotPasswordPage } from './forgot-password.page.js';
import { LandingPage } from './landing.page.js';
import { LoginPage } from './login.page.js';
import { MonitoredDomainPage } from './monitored-domain.page.js';
import { MonitoringPage } from './monitoring.page.js';
import type { PageProps } from './page-props.js';
import { PortfolioPage } from './portfolio.page.js';
import { ResetPasswordPage } from './reset-password.page.js';
import { ScanReportPage } from './scan-report.page.js';
import { ScansPage } from './scans.page.js';
import { SignupPage } from './signup.page.js';
import { UsagePage } from './usage.page.js';
import { VerifyEmailPage } from './verify-email.page.js';
import { WebhookPage } from './webhook.page.js';
import { WebhooksPage } from './webhooks.page.js';

export interface PageEntry {
  path: string;
  component: FunctionComponent<PageProps>;
  /** account: signed-in only (others go to the login page and come back); guest: signed-out only. */
  access: 'public' | 'account' | 'guest';
  /** In the signed-in menu, ordered by `order` (gaps of 10 leave room for pages to come). */
  nav?: { label: string; order: number };
}

export const PAGES: PageEntry[] = [
  { path: '/', component: LandingPage, access: 'public' },
  { path: '/signup', component: SignupPage, access: 'guest' },
  { path: '/login', component: LoginPage, access: 'guest' },
  { path: '/forgot-password', component: ForgotPasswordPage, access: 'public' },
  { path: '/reset-password', component: ResetPasswordPage, access: 'public' },
  { path: '/verify-email', component: VerifyEmailPage, access: 'public' },
  { path: '/scans', component: ScansPage, access: 'account', nav: { label: 'Scans', order: 10 } },
  { path: '/scans/:id', component: ScanReportPage, access: 'account' },
  { path: '/monitoring', component: MonitoringPage, access: 'account', nav: { label: 'Monitoring', order: 20 } },
  { path: '/monitoring/:id', component: MonitoredDomainPage, access: 'account' },
  { path: '/portfolio', component: PortfolioPage, access: 'account', nav: { label: 'Portfolio', order: 25 } },
  { path: '/alerts', component: AlertsPage, access: 'account', nav: { label: 'Alerts', order: 30 } },
  { path: '/webhooks', component: WebhooksPage, access: 'account', nav: { label: 'Webhooks', order: 40 } },
  { path: '/webhooks/:id', component: WebhookPage, access: 'account' },
  { path: '/usage', component: UsagePage, access: 'account', nav: { label: 'Usage', order: 50 } },
  { path: '/api-key', component: ApiKeyPage, access: 'account', nav: { label: 'API key', order: 80 } },
  { path: '/activity', component: ActivityPage, access: 'account', nav: { label: 'Activity', order: 85 } },
  { path: '/account', component: AccountPage, access: 'account', nav: { label: 'Account', order: 90 } },
];
