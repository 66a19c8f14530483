/**
 * Bulk import of monitored domains over HTTP, on each database: per-line results in a single add's
 * words, CSV and JSON, the size limits, dry runs, the idempotency key, plan slots under two imports
 * at once, and a thousand lab domains with their schedules spread over the period. Retries and the
 * start sweeper: domain-import-recovery.test.ts.
 */
import { expect } from 'chai';
import { In } from 'typeorm';
import { AccountActivity } from '../../../db/entities/account-activity.entity.js';
import { Client } from '../../../db/entities/client.entity.js';
import { DomainImport } from '../../../db/entities/domain-import.entity.js';
import { MonitoredDomain } from '../../../db/entities/monitored-domain.entity.js';
import { WorkflowSchedule } from '../../../db/entities/workflow-schedule.entity.js';
import { portfolioDomainNames } from '../../../lab/fixtures/portfolio.fixtures.js';
import { signUp } from '../../helpers/accounts.js';
import { forEachDatabase } from '../../helpers/databases.js';
import { importDone, upload, useImportApp } from './import-kit.js';
import { addDomain, bearer, setPlan } from './monitoring-kit.js';

const DAY = 24 * 3_600_000;
const book = portfolioDomainNames(1_000);

forEachDatabase('domain monitoring: bulk import', (database) => {
  const s = useImportApp(database);
  const post = (key: string, payload: object) =>
    s.t.app.inject({ method: 'POST', url: '/v1/domains/bulk', headers: bearer(key), payload });
  const schedules = (ids: number[]) =>
    s.t.db.manager.find(WorkflowSchedule, { where: { id: In(ids.map((id) => `monitor-${id}`)) } });

  it('adds the valid lines and reports every refused one in the words of a single add', async () => {
    const account = await signUp(s.t.app);
    await setPlan(s.t, account.id, 'starter');
    await addDomain(s.t.app, account.apiKey, { domain: 'mon-1.test' });
    const started = await upload(s.t.app, account.apiKey, {
      domains: [
        { domain: 'Client-0001.TEST.', client: 'Acme', tags: ['Prod', 'eu'] },
        { domain: 'client-0002.test', client: 'Acme', scan_frequency: 'weekly' },
        { domain: 'nowhere.test' },
        { domain: 'private-target.test' },
        { domain: 'client-0003.test', scan_frequency: 'monthly' },
        { domain: 'client-0003.test', tags: ['no/slash'] },
        { domain: 'client-0001.test' },
        { domain: 'mon-1.test' },
        { domain: 'client-0004.test', client: 'Bravo' },
        { domain: 'client-0005.test' },
        { domain: 'client-0006.test' },
      ],
    });
    expect(started).to.include({ status: 'running', total: 11, dry_run: false });
    const done = await importDone(s.t.app, account.apiKey, started.id);
    expect(done).to.include({ processed: 11, added: 4, failed: 7 });
    const byLine = done.results.map((r) => [r.line, r.domain, r.status, r.detail ?? null]);
    expect(byLine).to.deep.equal([
      [1, 'client-0001.test', 'added', null],
      [2, 'client-0002.test', 'added', null],
      [3, 'nowhere.test', 'error', 'Could not resolve nowhere.test'],
      [4, 'private-target.test', 'error', byLine[3]?.[3]],
      [5, 'client-0003.test', 'error', 'Invalid scan frequency'],
      [6, 'client-0003.test', 'error', byLine[5]?.[3]],
      [7, 'client-0001.test', 'error', 'Domain client-0001.test is already on line 1 of this import'],
      [8, 'mon-1.test', 'error', 'Domain mon-1.test is already monitored'],
      [9, 'client-0004.test', 'added', null],
      [10, 'client-0005.test', 'added', null],
      [11, 'client-0006.test', 'error', byLine[10]?.[3]],
    ]);
    expect(byLine[3]?.[3]).to.match(/private-target\.test/);
    expect(byLine[5]?.[3]).to.match(/^Invalid tag "no\/slash"/);
    expect(byLine[10]?.[3]).to.equal(
      'Domain limit reached: the Starter plan monitors at most 5 domains; remove one or upgrade your plan',
    );
    // Added with their client (made by name), tags, frequency and a schedule each.
    const list = (await s.t.app.inject({ method: 'GET', url: '/v1/domains', headers: bearer(account.apiKey) })).json();
    expect(list.used).to.equal(5);
    const clients = await s.t.db.manager.find(Client, { where: { userId: account.id }, order: { name: 'ASC' } });
    expect(clients.map((c) => c.name)).to.deep.equal(['Acme', 'Bravo']);
    const first = list.domains.find((d: { domain: string }) => d.domain === 'client-0001.test');
    expect(first).to.deep.include({ client_id: clients[0]?.id, tags: ['eu', 'prod'], scan_frequency: 'daily' });
    const second = list.domains.find((d: { domain: string }) => d.domain === 'client-0002.test');
    expect(second.scan_frequency).to.equal('weekly');
    const added = done.results.flatMap((r) => (r.domain_id ? [r.domain_id] : []));
    expect((await schedules(added)).map((row) => row.everyMs).sort((x, y) => x - y)).to.deep.equal([
      DAY,
      DAY,
      DAY,
      7 * DAY,
    ]);
    // The activity log: who started it (the request's key) and what it came to (the service, at its end).
    const entries = await s.t.db.manager.find(AccountActivity, {
      where: { userId: account.id, type: In(['domain.import_started', 'domain.import_finished']) },
      order: { id: 'ASC' },
    });
    expect(entries.map((entry) => [entry.type, entry.actor, entry.details])).to.deep.equal([
      ['domain.import_started', 'api_key', { import_id: started.id, lines: 11, dry_run: false }],
      ['domain.import_finished', 'system', { import_id: started.id, added: 4, failed: 7, dry_run: false }],
    ]);
  });

  it('reads CSV (header in any order, quotes, ;-separated tags) and refuses uploads it cannot take', async () => {
    const account = await signUp(s.t.app);
    await setPlan(s.t, account.id, 'professional');
    const csv = [
      'Tags,Domain,Client,Frequency',
      '"prod;eu",client-0010.test,"Acme, Inc.",hourly',
      '',
      ',client-0011.test,,',
      'x,,y,',
    ].join('\r\n');
    const done = await importDone(s.t.app, account.apiKey, (await upload(s.t.app, account.apiKey, { csv })).id);
    expect(done.results.map((r) => [r.line, r.status])).to.deep.equal([
      [1, 'added'],
      [2, 'added'],
      [3, 'error'],
    ]);
    const rows = await s.t.db.manager.find(MonitoredDomain, { where: { userId: account.id }, order: { id: 'ASC' } });
    expect(rows.map((r) => [r.domain, r.scanFrequency])).to.deep.equal([
      ['client-0010.test', 'hourly'],
      ['client-0011.test', 'daily'],
    ]);
    expect((await s.t.db.manager.findOneByOrFail(Client, { id: rows[0]?.clientId ?? 0 })).name).to.equal('Acme, Inc.');
    const refusals: [object, number, unknown][] = [
      [
        { csv: 'name,client\nclient-0012.test,Acme' },
        400,
        { detail: 'The CSV needs a header line naming a domain column (domain, client, tags, frequency)' },
      ],
      [{ csv: 'domain\n' }, 400, { detail: 'The import has no lines' }],
      [
        { csv: `domain\n${[...book, 'x.test'].join('\n')}` },
        400,
        { detail: 'Too many lines: an import has at most 1000' },
      ],
      [{}, 400, { detail: 'Send either domains (an array) or csv (text), not both' }],
      [
        { csv: 'domain\nx.test', domains: [{ domain: 'x.test' }] },
        400,
        { detail: 'Send either domains (an array) or csv (text), not both' },
      ],
      [{ domains: [] }, 422, undefined],
      [{ domains: [...book, 'x.test'].map((domain) => ({ domain })) }, 422, undefined],
      [{ domains: [{ domain: 'x.test', tags: 'prod' }] }, 422, undefined],
    ];
    for (const [payload, status, body] of refusals) {
      const response = await post(account.apiKey, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).to.equal(status);
      if (body !== undefined) expect(response.json()).to.deep.equal(body);
    }
    expect(await s.t.db.manager.countBy(DomainImport, { userId: account.id })).to.equal(1);
  });

  it('checks only on a dry run, and a retried upload with the same key adds nothing twice', async () => {
    const account = await signUp(s.t.app);
    await setPlan(s.t, account.id, 'starter');
    const lines = book.slice(20, 27).map((domain) => ({ domain, client: 'Dry' }));
    const dry = await importDone(
      s.t.app,
      account.apiKey,
      (await upload(s.t.app, account.apiKey, { domains: lines, dry_run: true })).id,
    );
    expect(dry).to.include({ dry_run: true, added: 5, failed: 2 });
    expect(dry.results.map((r) => r.status)).to.deep.equal([
      'valid',
      'valid',
      'valid',
      'valid',
      'valid',
      'error',
      'error',
    ]);
    expect(await s.t.db.manager.countBy(MonitoredDomain, { userId: account.id })).to.equal(0);
    expect(await s.t.db.manager.countBy(Client, { userId: account.id })).to.equal(0);
    const payload = { domains: lines.slice(0, 3), idempotency_key: 'upload-1' };
    const first = await upload(s.t.app, account.apiKey, payload);
    const again = await upload(s.t.app, account.apiKey, payload);
    expect(again.id).to.equal(first.id);
    await importDone(s.t.app, account.apiKey, first.id);
    const third = await upload(s.t.app, account.apiKey, payload);
    expect([third.id, third.status, third.added]).to.deep.equal([first.id, 'completed', 3]);
    expect(await s.t.db.manager.countBy(MonitoredDomain, { userId: account.id })).to.equal(3);
    // Another account's key is its own, and another's import is 404.
    const other = await signUp(s.t.app);
    const response = await s.t.app.inject({
      method: 'GET',
      url: `/v1/domains/imports/${first.id}`,
      headers: bearer(other.apiKey),
    });
    expect([response.statusCode, response.json()]).to.deep.equal([404, { detail: 'Import not found' }]);
  });

  it('never passes the plan slots with two imports at once', async () => {
    const account = await signUp(s.t.app);
    await setPlan(s.t, account.id, 'professional');
    const [a, b] = await Promise.all([
      upload(s.t.app, account.apiKey, { domains: book.slice(100, 140).map((domain) => ({ domain })) }),
      upload(s.t.app, account.apiKey, { domains: book.slice(140, 180).map((domain) => ({ domain })) }),
    ]);
    const [doneA, doneB] = await Promise.all([
      importDone(s.t.app, account.apiKey, a.id),
      importDone(s.t.app, account.apiKey, b.id),
    ]);
    expect(doneA.added + doneB.added).to.equal(50);
    expect(doneA.failed + doneB.failed).to.equal(30);
    expect(await s.t.db.manager.countBy(MonitoredDomain, { userId: account.id })).to.equal(50);
  });

  it('imports a thousand lab domains, their first scans spread over the period', async function () {
    this.timeout(120_000);
    const account = await signUp(s.t.app);
    await setPlan(s.t, account.id, 'enterprise');
    const lines = book.map((domain, index) => ({
      domain,
      client: `Client ${index % 25}`,
      tags: [`batch-${index % 4}`],
    }));
    lines[500] = { domain: 'nowhere.test', client: 'Client 0', tags: [] };
    const started = Date.now();
    const done = await importDone(
      s.t.app,
      account.apiKey,
      (await upload(s.t.app, account.apiKey, { domains: lines, idempotency_key: 'book' })).id,
      110_000,
      1_000,
    );
    const elapsed = Date.now() - started;
    expect(done).to.include({ total: 1000, added: 999, failed: 1 });
    expect(done.results[500]).to.include({ status: 'error', detail: 'Could not resolve nowhere.test' });
    expect(await s.t.db.manager.countBy(MonitoredDomain, { userId: account.id })).to.equal(999);
    expect(await s.t.db.manager.countBy(Client, { userId: account.id })).to.equal(25);
    const rows = await schedules(done.results.flatMap((r) => (r.domain_id ? [r.domain_id] : [])));
    expect(rows).to.have.length(999);
    // Spread: over most of the day, and no more than a handful due in any one minute.
    const due = rows.map((row) => row.nextRunAt.getTime());
    expect(Math.max(...due) - Math.min(...due)).to.be.greaterThan(0.9 * DAY);
    const perMinute = new Map<number, number>();
    for (const at of due) perMinute.set(Math.floor(at / 60_000), (perMinute.get(Math.floor(at / 60_000)) ?? 0) + 1);
    expect(Math.max(...perMinute.values())).to.be.at.most(8);
    console.log(`      1000-line import on ${database.name}: ${elapsed} ms`);
  });
});
