/**
 * GET /v1/account/export on every database: a small account's archive in the answer (no secrets,
 * nothing of another account); a large one by the export workflow, mailed as a signed link that
 * only the same account can open and that expires; the archive goes with the account's deletion.
 */
import { expect } from 'chai';
import { REDACTED } from '../../activities/accounts/export-sections.js';
import { AccountActivity } from '../../db/entities/account-activity.entity.js';
import type { EmbeddedOrchestrator } from '../../workflows/orchestrator.js';
import { type BillingKit, billingKit } from '../api/billing/billing-kit.js';
import { PASSWORD } from '../helpers/accounts.js';
import { forEachDatabase } from '../helpers/databases.js';
import { fingerprint, retainedBillingRecord } from './account-fingerprint.js';
import { type SeededAccount, seedAccount } from './account-seed.js';
import { residueOf } from './schema-scan.js';

const LINK = /\/v1\/account\/export\/download\?token=([0-9a-f]{32}\.\d+\.\d+\.[A-Za-z0-9_-]{43})/;

forEachDatabase('account export', (database) => {
  let kit: BillingKit;
  let owner: SeededAccount;
  let other: SeededAccount;

  afterEach(async () => {
    await kit.close();
  });

  const get = (account: SeededAccount, url: string) =>
    kit.t.app.inject({ method: 'GET', url, headers: { 'x-api-key': account.apiKey } });

  function checkArchive(archive: Record<string, unknown>) {
    const s = (name: string) => archive[name] as Record<string, unknown>[];
    expect(archive.format).to.equal('rampart.account-export.v1');
    expect(archive.account).to.include({ id: owner.id, email: owner.email, plan: 'professional', password_set: true });
    expect(s('scans')).to.have.length(3);
    expect(s('reports')).to.have.length(3);
    expect(s('alerts')).to.have.length(3);
    expect(s('monitored_domains')).to.have.length(1);
    // The account-wide endpoint and the one scoped to its client.
    expect(s('webhook_endpoints').map((e) => e.client_id)).to.have.members([null, owner.clientId]);
    expect(s('webhook_deliveries')).to.have.length(3);
    expect(s('webhook_attempts')).to.have.length(3);
    expect(s('usage')).to.deep.equal([
      {
        user_id: owner.id,
        day: s('usage')[0]?.day,
        method: 'GET',
        route: '/v1/scans',
        status_class: '2xx',
        count: 7,
      },
    ]);
    expect(s('billing')).to.have.length(1);
    // The activity log, its details as objects on both databases (never JSON text).
    expect(s('activity').length).to.be.greaterThan(0);
    for (const entry of s('activity')) {
      expect(entry.user_id).to.equal(owner.id);
      expect(entry.details).to.be.an('object');
    }
    for (const section of ['clients', 'domain_tags', 'domain_imports', 'domain_grade_changes', 'domain_findings']) {
      expect(archive, section).to.have.property(section);
    }
    // The portfolio's client rows: the client, its domain, its own alert preferences and its report.
    expect(s('clients').map((c) => c.id)).to.deep.equal([owner.clientId]);
    expect(s('monitored_domains')[0]?.client_id).to.equal(owner.clientId);
    expect(s('client_alert_preferences')).to.deep.equal([
      {
        client_id: owner.clientId,
        user_id: owner.id,
        score_drop: true,
        critical_issue: true,
        cert_expiry: true,
        config_change: false,
      },
    ]);
    expect(s('client_reports').map((r) => [r.id, r.client_id, r.period])).to.deep.equal([
      [owner.clientReportId, owner.clientId, 'weekly:2026-W47'],
    ]);
    expect(s('webhook_endpoints')[0]?.secret_encrypted).to.equal(REDACTED);
    expect((s('scans')[0]?.report as { domain?: string } | undefined)?.domain).to.equal(owner.domains[0]);
    const text = JSON.stringify(archive);
    for (const secret of [
      'password_hash',
      'api_key_hash',
      'api_key_nonce',
      'google_subject',
      'token_hash',
      owner.apiKey,
    ]) {
      expect(text).not.to.include(secret);
    }
    for (const foreign of [other.email, ...other.domains]) expect(text).not.to.include(foreign);
  }

  it('answers a small account with its archive, streamed, without secrets or other accounts', async () => {
    kit = await billingKit(database);
    owner = await seedAccount(kit, 'owner');
    other = await seedAccount(kit, 'other');
    const response = await get(owner, '/v1/account/export');
    expect(response.statusCode, response.body.slice(0, 300)).to.equal(200);
    expect(response.headers['content-type']).to.match(/^application\/json/);
    expect(response.headers['content-disposition']).to.match(
      new RegExp(`^attachment; filename="rampart-account-${owner.id}-`),
    );
    checkArchive(response.json());
    const logged = await kit.t.db.manager.find(AccountActivity, {
      where: { userId: owner.id, type: 'account.export_requested' },
    });
    expect(logged.map((entry) => entry.details.delivery)).to.deep.equal(['inline']);
  });

  it("makes a large account's archive in a workflow and mails a link only that account can open, until it expires", async () => {
    kit = await billingKit(database, { ACCOUNT_EXPORT_INLINE_MAX_ROWS: '5', ACCOUNT_EXPORT_LINK_HOURS: '2' });
    owner = await seedAccount(kit, 'owner');
    other = await seedAccount(kit, 'other');
    const queued = await get(owner, '/v1/account/export');
    expect(queued.statusCode, queued.body).to.equal(202);
    expect(queued.json()).to.include({ status: 'pending', mailed_to: owner.email });
    expect(queued.json().export_id).to.match(/^[0-9a-f]{32}$/);
    const logged = await kit.t.db.manager.find(AccountActivity, {
      where: { userId: owner.id, type: 'account.export_requested' },
    });
    expect(logged.map((entry) => [entry.details.delivery, entry.details.export_id])).to.deep.equal([
      ['mail', queued.json().export_id],
    ]);
    // A second request while it is being made names the same archive.
    await (kit.t.app.orchestrator as EmbeddedOrchestrator).engine.idle();
    const mail = await kit.t.mailbox.waitFor(owner.email, /Your Rampart data export is ready/);
    const token = LINK.exec(mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='))?.[1] as string;
    expect(token, mail.raw).to.be.a('string');
    expect(token.startsWith(queued.json().export_id)).to.equal(true);

    const download = await get(owner, `/v1/account/export/download?token=${token}`);
    expect(download.statusCode, download.body.slice(0, 300)).to.equal(200);
    checkArchive(download.json());

    const notFound = { detail: 'Export not found or its link has expired' };
    const foreign = await get(other, `/v1/account/export/download?token=${token}`);
    expect([foreign.statusCode, foreign.json()]).to.deep.equal([404, notFound]);
    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    const tampered = await get(owner, `/v1/account/export/download?token=${forged}`);
    expect([tampered.statusCode, tampered.json()]).to.deep.equal([404, notFound]);
    kit.t.clock.advance(2 * 3_600_000 + 1000);
    const expired = await get(owner, `/v1/account/export/download?token=${token}`);
    expect([expired.statusCode, expired.json()]).to.deep.equal([404, notFound]);

    // The archive is the account's data: it goes with the account.
    const deleted = await kit.t.app.inject({
      method: 'DELETE',
      url: '/v1/account',
      headers: { 'x-api-key': owner.apiKey },
      payload: { current_password: PASSWORD },
    });
    expect(deleted.statusCode, deleted.body).to.equal(202);
    await (kit.t.app.orchestrator as EmbeddedOrchestrator).engine.idle();
    await kit.t.app.usageMeter.flush();
    expect(await kit.t.db.query('SELECT id FROM account_exports')).to.deep.equal([]);
    expect(await kit.t.db.query('SELECT export_id FROM account_export_chunks')).to.deep.equal([]);
    const residue = await residueOf(kit.t.db, fingerprint(owner), retainedBillingRecord);
    expect(residue.map((r) => `${r.table}: ${r.why}`)).to.deep.equal([]);
  });
});
