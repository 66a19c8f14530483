/**
 * A local stand-in for the part of Stripe's REST API Rampart uses (customers, prices, checkout
 * sessions, billing portal sessions, subscriptions), on loopback, so no test ever calls the real
 * Stripe. Requests are form-encoded with bracketed keys (`line_items[0][price]`), answers are JSON
 * objects shaped as Stripe's API reference shows them (`object: 'checkout.session'`, lists as
 * `{object: 'list', data, has_more, url}`, errors as `{error: {type, message}}`), and a request
 * without the configured secret key gets Stripe's 401.
 *
 * It also plays Stripe's side of a purchase: `completeCheckout` makes the subscription a paid
 * session leads to and returns the events Stripe would send, signed as the webhook expects
 * (`signedDelivery`).
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

type Obj = Record<string, unknown>;

export interface RecordedRequest {
  method: string;
  path: string;
  params: Obj;
  idempotencyKey: string | undefined;
}

export interface StandInEvent {
  id: string;
  object: 'event';
  type: string;
  created: number;
  livemode: false;
  api_version: string;
  data: { object: Obj };
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;

/** Stripe's form encoding back into objects: `a[b][0][c]=v` -> {a: {b: [{c: 'v'}]}}. */
export function parseForm(text: string): Obj {
  const root: Obj = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const parts = rawKey.split(/\[|\]\[|\]/).filter((part, index) => part !== '' || index === 0);
    let node: Obj | unknown[] = root;
    parts.forEach((part, index) => {
      const last = index === parts.length - 1;
      const key = part === '' ? (node as unknown[]).length : part;
      if (last) {
        (node as Obj)[key as string] = value;
        return;
      }
      const nextIsIndex = /^\d*$/.test(parts[index + 1] ?? '');
      const container = node as Obj;
      container[key as string] ??= nextIsIndex ? [] : {};
      node = container[key as string] as Obj;
    });
  }
  return root;
}

const stripeError = (status: number, type: string, message: string) => ({
  status,
  body: { error: { type, message } },
});

export class StripeStandIn {
  readonly requests: RecordedRequest[] = [];
  readonly customers = new Map<string, Obj>();
  readonly sessions = new Map<string, Obj>();
  readonly subscriptions = new Map<string, Obj>();
  readonly prices: Obj[] = [];
  /** Answer the next `times` requests to this path with this status (a processor outage). */
  private failures = new Map<string, { status: number; times: number }>();
  private server: Server | null = null;
  private baseUrl = '';

  constructor(
    readonly secretKey = `sk_test_${randomBytes(12).toString('hex')}`,
    readonly webhookSecret = `whsec_${randomBytes(16).toString('hex')}`,
  ) {
    const plans: [string, number, number][] = [
      ['starter', 2900, 29000],
      ['professional', 9900, 99000],
      ['msp', 24900, 249000],
      ['enterprise', 59900, 599000],
    ];
    for (const [plan, monthly, yearly] of plans) {
      for (const [interval, amount] of [
        ['month', monthly],
        ['year', yearly],
      ] as const) {
        this.prices.push({
          id: id('price'),
          object: 'price',
          active: true,
          currency: 'usd',
          lookup_key: `rampart_${plan}_${interval === 'month' ? 'monthly' : 'yearly'}`,
          metadata: { plan },
          recurring: { interval, interval_count: 1 },
          type: 'recurring',
          unit_amount: amount,
          livemode: false,
        });
      }
    }
  }

  async start(): Promise<string> {
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.baseUrl;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The environment that points Rampart at this stand-in. */
  env(): Record<string, string> {
    return {
      STRIPE_SECRET_KEY: this.secretKey,
      STRIPE_API_BASE: this.baseUrl,
      PROCESSOR_WEBHOOK_SECRET: this.webhookSecret,
    };
  }

  failNext(path: string, status: number, times = 1): void {
    this.failures.set(path, { status, times });
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const params =
      request.method === 'GET' ? parseForm(url.search.slice(1)) : parseForm(Buffer.concat(chunks).toString());
    const header = request.headers['idempotency-key'];
    this.requests.push({
      method: request.method ?? '',
      path: url.pathname,
      params,
      idempotencyKey: Array.isArray(header) ? header[0] : header,
    });
    const page = request.method === 'GET' ? this.hostedPage(url.pathname) : null;
    if (page !== null) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(page);
      return;
    }
    const answer = this.answer(request, url.pathname, params);
    response.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': id('req') });
    response.end(JSON.stringify(answer.body));
  }

  /**
   * The pages a browser opens at Stripe: a checkout session's `url` and a portal session's. Stripe's
   * are public pages (no API key); these say which session they are, so a browser test can follow
   * the dashboard's redirect to them. Null for any other path.
   */
  private hostedPage(path: string): string | null {
    const checkout = /^\/c\/pay\/(cs_[A-Za-z0-9_]+)$/.exec(path);
    const session = checkout ? this.sessions.get(checkout[1] as string) : undefined;
    if (checkout && session) {
      const plan = String((session.metadata as Obj | undefined)?.plan ?? '');
      return `<!doctype html><html lang="en"><title>Stand-in checkout</title><h1>Stand-in checkout</h1><p>Session ${session.id}, plan ${plan}.</p></html>`;
    }
    const portal = /^\/p\/session\/(bps_[A-Za-z0-9_]+)$/.exec(path);
    if (portal) {
      return `<!doctype html><html lang="en"><title>Stand-in billing portal</title><h1>Stand-in billing portal</h1><p>Session ${portal[1]}.</p></html>`;
    }
    return null;
  }

  private answer(request: IncomingMessage, path: string, params: Obj): { status: number; body: unknown } {
    if (request.headers.authorization !== `Bearer ${this.secretKey}`) {
      return stripeError(401, 'invalid_request_error', 'Invalid API Key provided');
    }
    const failure = this.failures.get(path);
    if (failure !== undefined) {
      failure.times -= 1;
      if (failure.times <= 0) this.failures.delete(path);
      return stripeError(failure.status, 'api_error', 'The stand-in was told to fail this request');
    }
    const key = `${request.method} ${path.replace(/\/(cus|sub|cs)_[A-Za-z0-9]+$/, '/:id')}`;
    const created = Math.floor(Date.now() / 1000);
    switch (key) {
      case 'POST /v1/customers': {
        const customer = {
          id: id('cus'),
          object: 'customer',
          created,
          email: params.email ?? null,
          metadata: params.metadata ?? {},
          livemode: false,
        };
        this.customers.set(customer.id, customer);
        return { status: 200, body: customer };
      }
      case 'GET /v1/prices': {
        const keys = Object.values((params.lookup_keys as Obj | string[] | undefined) ?? {});
        const data = this.prices.filter(
          (price) =>
            (keys.length === 0 || keys.includes(price.lookup_key)) && (params.active !== 'true' || price.active),
        );
        return { status: 200, body: { object: 'list', data, has_more: false, url: '/v1/prices' } };
      }
      case 'POST /v1/checkout/sessions': {
        if (!params.customer || !this.customers.has(String(params.customer))) {
          return stripeError(400, 'invalid_request_error', `No such customer: '${String(params.customer)}'`);
        }
        const sessionId = id('cs_test');
        const session = {
          id: sessionId,
          object: 'checkout.session',
          created,
          mode: params.mode,
          status: 'open',
          payment_status: 'unpaid',
          customer: params.customer,
          client_reference_id: params.client_reference_id ?? null,
          metadata: params.metadata ?? {},
          success_url: params.success_url,
          cancel_url: params.cancel_url,
          subscription: null,
          url: `${this.baseUrl}/c/pay/${sessionId}`,
          livemode: false,
          line_items_requested: params.line_items,
        };
        this.sessions.set(sessionId, session);
        return { status: 200, body: session };
      }
      case 'POST /v1/billing_portal/sessions': {
        if (!params.customer || !this.customers.has(String(params.customer))) {
          return stripeError(400, 'invalid_request_error', `No such customer: '${String(params.customer)}'`);
        }
        const portalId = id('bps');
        return {
          status: 200,
          body: {
            id: portalId,
            object: 'billing_portal.session',
            configuration: id('bpc'),
            created,
            customer: params.customer,
            flow: null,
            livemode: false,
            locale: null,
            on_behalf_of: null,
            return_url: params.return_url ?? null,
            url: `${this.baseUrl}/p/session/${portalId}`,
          },
        };
      }
      case 'GET /v1/subscriptions/:id': {
        const subscription = this.subscriptions.get(path.split('/').pop() ?? '');
        return subscription
          ? { status: 200, body: subscription }
          : stripeError(404, 'invalid_request_error', `No such subscription: '${path.split('/').pop()}'`);
      }
      case 'DELETE /v1/subscriptions/:id': {
        // Cancelling now (Stripe's "cancel a subscription"): the object comes back `canceled`.
        const subscription = this.subscriptions.get(path.split('/').pop() ?? '');
        if (!subscription) {
          return stripeError(404, 'invalid_request_error', `No such subscription: '${path.split('/').pop()}'`);
        }
        Object.assign(subscription, { status: 'canceled', canceled_at: created, ended_at: created });
        return { status: 200, body: subscription };
      }
      default:
        return stripeError(404, 'invalid_request_error', `Unrecognized request URL (${request.method}: ${path})`);
    }
  }

  /** A subscription object as Stripe's reference shows it (period on the item, as API 2025+ has it). */
  subscriptionObject(customer: string, plan: string, status: string, periodEnd: number, metadata: Obj = {}): Obj {
    const price = this.prices.find((p) => p.lookup_key === `rampart_${plan}_monthly`) ?? {
      id: id('price'),
      object: 'price',
      lookup_key: `rampart_${plan}_monthly`,
      metadata: { plan },
    };
    const subscriptionId = id('sub');
    const subscription = {
      id: subscriptionId,
      object: 'subscription',
      customer,
      status,
      metadata,
      cancel_at_period_end: false,
      items: {
        object: 'list',
        data: [
          {
            id: id('si'),
            object: 'subscription_item',
            price,
            quantity: 1,
            current_period_start: periodEnd - 30 * 86_400,
            current_period_end: periodEnd,
          },
        ],
        has_more: false,
      },
      livemode: false,
    };
    this.subscriptions.set(subscriptionId, subscription);
    return subscription;
  }

  /** Stripe's side of paying a checkout session: the events it sends, in the order it usually does. */
  completeCheckout(sessionId: string, periodEnd: number): StandInEvent[] {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`no checkout session ${sessionId}`);
    const plan = String((session.metadata as Obj).plan);
    const subscription = this.subscriptionObject(
      String(session.customer),
      plan,
      'active',
      periodEnd,
      session.metadata as Obj,
    );
    Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: subscription.id });
    return [
      this.event('checkout.session.completed', { ...session }),
      this.event('customer.subscription.created', subscription),
      this.event('invoice.paid', this.invoice(String(session.customer), String(subscription.id), periodEnd, 'paid')),
    ];
  }

  invoice(customer: string, subscription: string, periodEnd: number, status: 'paid' | 'open'): Obj {
    return {
      id: id('in'),
      object: 'invoice',
      customer,
      status,
      parent: { type: 'subscription_details', subscription_details: { subscription } },
      lines: {
        object: 'list',
        data: [{ id: id('il'), object: 'line_item', period: { start: periodEnd - 30 * 86_400, end: periodEnd } }],
        has_more: false,
      },
      period_end: periodEnd - 30 * 86_400,
      livemode: false,
    };
  }

  event(type: string, object: Obj): StandInEvent {
    return {
      id: id('evt'),
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      api_version: '2025-10-29.clover',
      data: { object },
    };
  }

  /** The body and Processor-Signature of one delivery, signed at `timestamp` (Unix seconds). */
  signedDelivery(event: unknown, timestamp = Math.floor(Date.now() / 1000), secret = this.webhookSecret) {
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
    return { payload, headers: { 'content-type': 'application/json', 'processor-signature': signature } };
  }
}
