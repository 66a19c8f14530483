/**
 * Fault drill (docs/hardening.md, "Fault drills"): Chromium is killed during a render in the real API
 * process (embedded engine, SQLite: the browser pool and the render policy are the same on MariaDB).
 * Killed once: the render activity's next attempt launches a new browser and the request answers 200.
 * Killed on every attempt: the request answers 503 `{"detail"}` within 60 s. Once the killing stops,
 * the next render works.
 */
import { expect } from 'chai';
import { ERRORS } from '../../api/errors/error-catalogue.js';
import type { Lab } from '../../lab/start-lab.js';
import { startScanLab } from '../api/scans/scan-kit.js';
import { testDatabases } from '../helpers/databases.js';
import { until } from '../helpers/wait.js';
import { chromiumUnder, FaultRig } from './process-kit.js';

const sqlite = testDatabases().find((each) => each.name === 'sqlite');

/** SIGKILLs every Chromium process under `pid` until stopped; counts the kills. */
function chromiumKiller(pid: number, untilStopped: boolean) {
  let kills = 0;
  let stopped = false;
  const done = (async () => {
    while (!stopped) {
      const found = chromiumUnder(pid);
      for (const each of found) {
        try {
          process.kill(each, 'SIGKILL');
        } catch {
          // Gone already (killed with its browser).
        }
      }
      if (found.length > 0) {
        kills += 1;
        if (!untilStopped) return;
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  return {
    kills: () => kills,
    async stop() {
      stopped = true;
      await done;
    },
    done,
  };
}

describe('fault drill: Chromium killed during a PDF render [sqlite]', () => {
  const rig = new FaultRig();
  let lab: Lab;
  let apiKey: string;
  let jobIds: number[];

  before(async function () {
    this.timeout(90_000);
    lab = await startScanLab();
    await rig.open(sqlite as NonNullable<typeof sqlite>, lab);
    await rig.startApi();
    ({ apiKey } = await rig.signUp('chromium-crash@example.com'));
    jobIds = [await rig.submitScan(apiKey, 'web-core.test'), await rig.submitScan(apiKey, 'web-core.test')];
    for (const jobId of jobIds) expect((await rig.jobFinished(jobId)).status).to.equal('completed');
  });

  after(async function () {
    this.timeout(30_000);
    await rig.stopAll();
    await lab?.stop();
  });

  const pdfOf = (jobId: number) => rig.fetch('GET', `/v1/compliance/reports/${jobId}/pdf`, apiKey);

  it('retries a render whose Chromium was killed once: 200', async function () {
    this.timeout(60_000);
    const started = Date.now();
    const pid = rig.api?.child.pid as number;
    const killer = chromiumKiller(pid, false);
    const response = await pdfOf(jobIds[0] as number);
    await killer.stop();
    expect(killer.kills(), 'Chromium was killed during the request').to.equal(1);
    expect(response.status).to.equal(200);
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).to.equal('%PDF-');
    expect(rig.api?.output.join('')).to.match(/activity attempt failed; retrying/);
    console.log(`      killed once: 200 after ${Date.now() - started} ms`);
  });

  it('answers 503 {"detail"} within 60 s when Chromium is killed on every attempt, and renders again after', async function () {
    this.timeout(90_000);
    const pid = rig.api?.child.pid as number;
    const killer = chromiumKiller(pid, true);
    const started = Date.now();
    const response = await pdfOf(jobIds[1] as number);
    const failedAfter = Date.now() - started;
    await killer.stop();
    expect(response.status).to.equal(503);
    expect(await response.json()).to.deep.equal({ detail: ERRORS.serviceUnavailable.reportRender });
    expect(failedAfter).to.be.below(60_000);
    expect(killer.kills(), 'browsers killed').to.be.at.least(3);

    // The killing has stopped: the same job's next request renders.
    await until('no Chromium left under the API', () => chromiumUnder(pid).length === 0, 10_000, 50);
    const againStarted = Date.now();
    const again = await pdfOf(jobIds[1] as number);
    expect(again.status).to.equal(200);
    expect(
      Buffer.from(await again.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).to.equal('%PDF-');
    console.log(
      `      killed every attempt: 503 after ${failedAfter} ms (${killer.kills()} browsers killed); next render 200 in ${Date.now() - againStarted} ms`,
    );
  });
});
