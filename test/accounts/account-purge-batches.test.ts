/**
 * The deletion's mechanics on the embedded engine: an account still open is never purged (a deletion
 * run whose closing did not commit), every step deletes in bounded batches (one short
 * transaction each) until nothing of the account is left, and a run of the account that is waiting
 * (a durable sleep of an hour) is cancelled and woken at once instead of outliving the account.
 */
import { expect } from 'chai';
import { AccountStillOpenError, PURGE_STEPS, purgeStep } from '../../activities/accounts/account-purge.js';
import { User } from '../../db/entities/user.entity.js';
import type { EmbeddedOrchestrator } from '../../workflows/orchestrator.js';
import { type BillingKit, billingKit } from '../api/billing/billing-kit.js';
import { PASSWORD } from '../helpers/accounts.js';
import { forEachDatabase } from '../helpers/databases.js';
import { fingerprint, retainedBillingRecord } from './account-fingerprint.js';
import { seedAccount } from './account-seed.js';
import { residueOf } from './schema-scan.js';

forEachDatabase('account deletion: batches and cancelled runs', (database) => {
  let kit: BillingKit;

  beforeEach(async () => {
    kit = await billingKit(database);
  });

  afterEach(async () => {
    await kit.close();
  });

  it('deletes in batches of at most the limit, step after step, until nothing is left', async () => {
    const victim = await seedAccount(kit, 'batched', 12);
    const other = await seedAccount(kit, 'kept', 2);
    await kit.t.app.usageMeter.flush();
    const othersBefore = await residueOf(kit.t.db, fingerprint(other));
    // Still open (its closing never committed: an orphan deletion run on Temporal): nothing is purged.
    const victimBefore = await residueOf(kit.t.db, fingerprint(victim));
    let refused: unknown;
    await purgeStep(kit.t.db.manager, victim.id, PURGE_STEPS[0]!.name, 0, 5).catch((error: unknown) => {
      refused = error;
    });
    expect(refused).to.be.instanceOf(AccountStillOpenError);
    expect(await residueOf(kit.t.db, fingerprint(victim))).to.deep.equal(victimBefore);
    // Closed, as DELETE /v1/account leaves it: now the purge runs.
    await kit.t.db.manager.update(User, { id: victim.id }, { isActive: false });
    const limit = 5;
    const calls: Record<string, number[]> = {};
    for (const step of PURGE_STEPS) {
      let cursor = 0;
      for (let call = 0; call < 100; call++) {
        const result = await purgeStep(kit.t.db.manager, victim.id, step.name, cursor, limit);
        calls[step.name] = [...(calls[step.name] ?? []), result.deleted];
        if (result.cursor !== null) cursor = result.cursor;
        if (result.done) break;
      }
    }
    // Twelve jobs (and their module results, alerts, deliveries, attempts) went five at a time.
    for (const step of ['scan_jobs', 'scan_module_results', 'alerts', 'webhook_deliveries', 'webhook_attempts']) {
      expect(calls[step], step).to.deep.equal([5, 5, 2]);
    }
    for (const [step, counts] of Object.entries(calls)) {
      if (!step.startsWith('runs_of_')) for (const count of counts) expect(count, step).to.be.at.most(limit);
    }
    const residue = await residueOf(kit.t.db, fingerprint(victim), retainedBillingRecord);
    expect(residue.map((r) => `${r.table}: ${r.why}`)).to.deep.equal([]);
    expect(await residueOf(kit.t.db, fingerprint(other))).to.deep.equal(othersBefore);
  });

  it('cancels a run of the account that is sleeping, so it neither waits out its hour nor writes again', async () => {
    const victim = await seedAccount(kit, 'sleeper', 1);
    const engine = (kit.t.app.orchestrator as EmbeddedOrchestrator).engine;
    const runId = `scan-${victim.jobIds[0]}-cafe0001`;
    const start = await kit.t.db.transaction((manager) =>
      kit.t.app.orchestrator.enqueue(
        manager,
        'processorEventWorkflow',
        runId,
        { eventId: 'evt_sleeper', retryScheduleSeconds: [3600] },
        { kind: 'processor_event', domains: [], accountId: victim.id },
      ),
    );
    start();
    // The run is asleep (its wake-up time is recorded).
    for (let i = 0; i < 50; i++) {
      const steps = (await kit.t.db.query('SELECT step_key FROM workflow_steps WHERE run_id = ?', [
        runId,
      ])) as unknown[];
      if (steps.length > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const response = await kit.t.app.inject({
      method: 'DELETE',
      url: '/v1/account',
      headers: { 'x-api-key': victim.apiKey },
      payload: { current_password: PASSWORD },
    });
    expect(response.statusCode, response.body).to.equal(202);
    const began = Date.now();
    await engine.idle();
    expect(Date.now() - began).to.be.below(10_000);
    expect(await kit.t.db.query('SELECT id FROM workflow_runs WHERE id = ?', [runId])).to.deep.equal([]);
  });
});
