/**
 * Issue 29, finding 2: an address signed up by someone else, then reset by its real owner. The reset
 * is the first proof of the mailbox: the unproven holder's API key, sessions and JWTs stop working,
 * their webhook endpoints are disabled for review (not deleted), their published badges unpublished
 * and their alert preferences reset. A reset on a verified account ends sessions but keeps the key.
 * On each database, with the monitoring lab (monitored domains must resolve).
 */
import { expect } from 'chai';
import { User } from '../../../db/entities/user.entity.js';
import { WebhookDelivery } from '../../../db/entities/webhook-delivery.entity.js';
import { logIn, signUp } from '../../helpers/accounts.js';
import { authFlows, bearer, expectTokenResponse } from '../../helpers/auth-flows.js';
import { forEachDatabase } from '../../helpers/databases.js';
import { emitEvent, scanData } from '../../webhooks/webhook-kit.js';
import { addDomain, MONITOR_DOMAINS, useMonitorApp } from '../monitoring/monitoring-kit.js';

const OWNER_PASSWORD = 'the real owner chose this one';

forEachDatabase('password reset of an unverified account', (database) => {
  const env = useMonitorApp(database);
  const { me, resetPassword, resetTokenFor } = authFlows(() => env.t);
  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, token: string, payload?: object) =>
    env.t.app.inject({ method, url, headers: bearer(token), payload });

  it('cuts off the pre-registered holder: key, sessions, JWTs, webhooks, badges, alert preferences', async () => {
    const email = `victim-${Date.now()}@example.com`;
    // The attacker signs up with the victim's address and sets things up.
    const attacker = await signUp(env.t.app, email);
    const attackerLogin = await logIn(env.t.app, email);
    const hook = await call('POST', '/v1/webhooks', attacker.apiKey, {
      url: 'https://receiver.attacker.test/hook',
      enabled_events: ['scan.completed', 'alert.triggered'],
    });
    expect(hook.statusCode, hook.body).to.equal(201);
    const domain = await addDomain(env.t.app, attacker.apiKey, { domain: MONITOR_DOMAINS[0] });
    expect(
      (await call('PATCH', `/v1/domains/${domain.id}/badge`, attacker.apiKey, { badge_enabled: true })).statusCode,
    ).to.equal(200);
    const silenced = { score_drop: false, critical_issue: false, cert_expiry: false, config_change: false };
    expect((await call('PUT', '/v1/settings/alert-preferences', attacker.apiKey, silenced)).statusCode).to.equal(200);

    // The victim finds the address taken, resets the password from the mailbox and is signed in.
    const taken = await env.t.app.inject({
      method: 'POST',
      url: '/v1/auth/signup',
      payload: { email, password: OWNER_PASSWORD },
    });
    expect(taken.statusCode).to.equal(400);
    const owner = expectTokenResponse(
      await resetPassword({ token: await resetTokenFor(email), new_password: OWNER_PASSWORD }),
    );

    // The attacker's key, JWT and session cookie all stop working.
    expect((await me(bearer(attacker.apiKey))).statusCode, 'old API key').to.equal(401);
    expect((await me({ 'x-api-key': attacker.apiKey })).statusCode, 'old API key as X-API-Key').to.equal(401);
    expect((await me(bearer(attackerLogin.accessToken))).statusCode, 'old JWT').to.equal(401);
    expect((await me({}, { service_session: attackerLogin.sessionCookie })).statusCode, 'old session').to.equal(401);

    // The owner's account: verified, a new key that works.
    const account = (await me(bearer(owner.access_token))).json();
    expect(account.email_verified).to.equal(true);
    expect(account.api_key).to.not.equal(attacker.apiKey);
    expect((await me(bearer(account.api_key))).statusCode).to.equal(200);
    const row = await env.t.db.manager.findOneByOrFail(User, { email });
    expect(row.emailVerifiedAt, 'verified by the reset').to.not.equal(null);

    // The webhook is kept, disabled, and says why.
    const endpoints = (await call('GET', '/v1/webhooks', owner.access_token)).json();
    expect(endpoints).to.have.length(1);
    expect(endpoints[0]).to.include({
      id: hook.json().id,
      url: 'https://receiver.attacker.test/hook',
      is_active: false,
      disabled_reason: 'account_recovery',
    });
    expect(endpoints[0].disabled_at).to.be.a('string');
    // And it receives nothing: the owner's next scan.completed makes no delivery to it.
    const event = await emitEvent(env.t.app, row.id, 'scan.completed', scanData(MONITOR_DOMAINS[0] as string));
    expect(await env.t.db.manager.countBy(WebhookDelivery, { eventId: event })).to.equal(0);

    // The badge is unpublished, the alert preferences are back to every type on; the domain stays.
    const domains = (await call('GET', '/v1/domains', owner.access_token)).json();
    expect(
      domains.domains.map((each: { id: number; badge_enabled: boolean }) => [each.id, each.badge_enabled]),
    ).to.deep.equal([[domain.id, false]]);
    expect((await call('GET', '/v1/settings/alert-preferences', owner.access_token)).json()).to.deep.equal({
      score_drop: true,
      critical_issue: true,
      cert_expiry: true,
      config_change: true,
    });

    // The owner reviews the endpoint and enables it again: the reason goes.
    const enabled = await call('PATCH', `/v1/webhooks/${hook.json().id}`, owner.access_token, { is_active: true });
    expect(enabled.json()).to.include({ is_active: true, disabled_reason: null, disabled_at: null });

    // A later reset of the now verified account ends sessions and JWTs, keeps the key, leaves webhooks alone.
    const again = expectTokenResponse(
      await resetPassword({ token: await resetTokenFor(email), new_password: `${OWNER_PASSWORD} again` }),
    );
    expect((await me(bearer(owner.access_token))).statusCode, 'the earlier JWT ended').to.equal(401);
    expect((await me(bearer(account.api_key))).statusCode, 'the verified key stays').to.equal(200);
    expect((await me(bearer(again.access_token))).json().api_key).to.equal(account.api_key);
    expect((await call('GET', '/v1/webhooks', again.access_token)).json()[0]).to.include({ is_active: true });
  });

  it('a reset of an account verified before rotates nothing but sessions', async () => {
    const account = await signUp(env.t.app);
    await env.t.db.manager.update(User, { id: account.id }, { emailVerifiedAt: env.t.clock.now() });
    const hook = await call('POST', '/v1/webhooks', account.apiKey, {
      url: 'https://receiver.owner.test/hook',
      enabled_events: ['scan.completed'],
    });
    const reset = expectTokenResponse(
      await resetPassword({ token: await resetTokenFor(account.email), new_password: OWNER_PASSWORD }),
    );
    expect((await me(bearer(account.apiKey))).statusCode).to.equal(200);
    expect((await call('GET', `/v1/webhooks/${hook.json().id}`, reset.access_token)).json()).to.include({
      is_active: true,
      disabled_reason: null,
    });
  });
});
