/**
 * A real OpenID Connect provider (oidc-provider) on 127.0.0.1 that stands in for Google in tests:
 * discovery, JWKS, authorization endpoint with PKCE required, token endpoint. Its one client is
 * Rampart's test client. There is no login page: the interaction route signs in whichever account
 * the test names in a header, and consent is granted automatically (loadExistingGrant), so a test
 * walks the browser's redirects with fetch and a cookie jar.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Account, type ProviderContext } from 'oidc-provider';

export const TEST_CLIENT_ID = 'rampart-test-client';
export const TEST_CLIENT_SECRET = 'rampart-test-client-secret-0123456789abcdef';
/** PUBLIC_BASE_URL in tests is http://rampart.test. */
export const TEST_REDIRECT_URI = 'http://rampart.test/v1/auth/google/callback';

const LOGIN_HEADER = 'x-test-login';
const DENY_HEADER = 'x-test-deny';
const HOP_TIMEOUT_MS = 3000;

export interface IssuerAccount {
  email: string;
  /** Sent as the boolean `email_verified` claim, as Google does. */
  emailVerified: boolean;
}

/** What the user does at the provider: sign in as an account, or refuse with an OAuth error. */
export type ProviderAction = { signInAs: string } | { deny: string };

export class TestIssuer {
  /** Accounts by subject; tests add and change them at will. */
  readonly accounts = new Map<string, IssuerAccount>();
  /** While true the provider answers every request with 500, as a broken provider would. */
  down = false;
  /** While true the token endpoint's ID tokens carry a corrupted signature, as a forger's would. */
  corruptIdTokenSignatures = false;

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(): Promise<TestIssuer> {
    let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end();
    const server = createServer((req, res) => handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const issuer = new TestIssuer(server, url);
    const provider = issuer.createProvider();
    const providerHandler = provider.callback();
    handle = (req, res) => {
      if (issuer.down) {
        res.statusCode = 500;
        res.end('provider down');
      } else if (req.url?.startsWith('/interaction/')) {
        issuer.interact(provider, req, res).catch((error: Error) => {
          res.statusCode = 500;
          res.end(`interaction failed: ${error.message}`);
        });
      } else {
        if (issuer.corruptIdTokenSignatures && req.url?.startsWith('/token')) corruptIdTokenSignature(res);
        providerHandler(req, res);
      }
    };
    return issuer;
  }

  /** The GOOGLE_* variables that point Rampart at this provider. */
  env(): Record<string, string> {
    return { GOOGLE_CLIENT_ID: TEST_CLIENT_ID, GOOGLE_CLIENT_SECRET: TEST_CLIENT_SECRET, GOOGLE_ISSUER_URL: this.url };
  }

  /**
   * Plays the browser from Rampart's redirect to the provider until the provider redirects back to
   * Rampart's callback; returns that callback URL.
   */
  async authorize(authorizationUrl: string, action: ProviderAction): Promise<URL> {
    const jar = new Map<string, string>();
    const headers: Record<string, string> =
      'signInAs' in action ? { [LOGIN_HEADER]: action.signInAs } : { [DENY_HEADER]: action.deny };
    let next = new URL(authorizationUrl);
    for (let hop = 0; hop < 10; hop += 1) {
      if (next.href.startsWith(TEST_REDIRECT_URI)) return next;
      if (next.origin !== this.url) throw new Error(`refusing to leave the local provider for ${next.href}`);
      const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
      const response = await fetch(next, {
        redirect: 'manual',
        headers: { ...headers, ...(cookie ? { cookie } : {}) },
        signal: AbortSignal.timeout(HOP_TIMEOUT_MS),
      });
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const eq = pair.indexOf('=');
        const name = pair.slice(0, eq).trim();
        const value = pair.slice(eq + 1).trim();
        if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) jar.delete(name);
        else jar.set(name, value);
      }
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) {
        throw new Error(`provider answered ${response.status} at ${next.pathname}: ${await response.text()}`);
      }
      await response.arrayBuffer();
      next = new URL(location, next);
    }
    throw new Error('too many redirects at the provider');
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** The provider's login step: no form, the test's header says who signs in (or that they refuse). */
  private async interact(provider: Provider, req: IncomingMessage, res: ServerResponse): Promise<void> {
    const details = await provider.interactionDetails(req, res);
    const deny = req.headers[DENY_HEADER];
    if (typeof deny === 'string') {
      await provider.interactionFinished(req, res, { error: deny, error_description: 'refused in the test' });
      return;
    }
    const accountId = req.headers[LOGIN_HEADER];
    if (details.prompt.name !== 'login' || typeof accountId !== 'string' || !this.accounts.has(accountId)) {
      throw new Error(`unexpected interaction ${details.prompt.name} for ${String(accountId)}`);
    }
    await provider.interactionFinished(req, res, { login: { accountId } }, { mergeWithLastSubmission: false });
  }

  private createProvider(): Provider {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const signingKey = { ...privateKey.export({ format: 'jwk' }), kid: 'test-signing-key', alg: 'RS256', use: 'sig' };
    const accounts = this.accounts;
    return new Provider(this.url, {
      clients: [
        {
          client_id: TEST_CLIENT_ID,
          client_secret: TEST_CLIENT_SECRET,
          redirect_uris: [TEST_REDIRECT_URI],
          grant_types: ['authorization_code'],
          response_types: ['code'],
          // openid-client's default client authentication.
          token_endpoint_auth_method: 'client_secret_post',
        },
      ],
      jwks: { keys: [signingKey] },
      cookies: { keys: [randomBytes(32).toString('hex')] },
      claims: { openid: ['sub'], email: ['email', 'email_verified'] },
      // Like Google, put the e-mail claims in the ID token of the code flow (oidc-provider's
      // default keeps them for the userinfo endpoint only).
      conformIdTokenClaims: false,
      pkce: { required: () => true },
      // Short, explicit lifetimes (oidc-provider notices the defaults otherwise).
      ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
      features: { devInteractions: { enabled: false } },
      async findAccount(_ctx: ProviderContext, sub: string): Promise<Account | undefined> {
        const account = accounts.get(sub);
        if (!account) return undefined;
        return {
          accountId: sub,
          // Read when the token is issued, so a test may change the account between sign-ins.
          claims: async () => {
            const current = accounts.get(sub) ?? account;
            return { sub, email: current.email, email_verified: current.emailVerified };
          },
        };
      },
      // Consent is not what these tests are about: grant the requested scopes on first sign-in.
      async loadExistingGrant(ctx: ProviderContext) {
        const { provider, client, session, result } = ctx.oidc;
        if (!client || !session?.accountId) return undefined;
        const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
        if (grantId) return provider.Grant.find(grantId);
        const grant = new provider.Grant({ accountId: session.accountId, clientId: client.clientId });
        grant.addOIDCScope('openid email');
        await grant.save();
        return grant;
      },
    });
  }
}

/** Rewrites one character of the signature of the ID token in the response the provider sends. */
function corruptIdTokenSignature(res: ServerResponse): void {
  const end = res.end.bind(res) as (chunk?: unknown) => ServerResponse;
  res.end = ((chunk?: unknown) => {
    if (typeof chunk !== 'string' && !Buffer.isBuffer(chunk)) return end(chunk);
    const text = chunk.toString();
    const idToken = (JSON.parse(text) as { id_token?: string }).id_token;
    if (!idToken) return end(chunk);
    const cut = idToken.lastIndexOf('.') + 10;
    const forged = `${idToken.slice(0, cut)}${idToken[cut] === 'A' ? 'B' : 'A'}${idToken.slice(cut + 1)}`;
    // Same length, so the Content-Length already set still holds.
    return end(Buffer.from(text.replace(idToken, forged)));
  }) as ServerResponse['end'];
}
