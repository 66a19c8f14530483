/**
 * The disk-full drill both databases get (disk-full.test.ts on SQLite, disk-full-mariadb.test.ts on
 * a private mariadbd): the real app listens on loopback while three writers (a new logo of about
 * 50 KB for the report branding, one account each) and a reader run; a filler file then takes all
 * but `leaveBytes` of the small disk (small-disk.ts), so the writes fill the rest. Each write the
 * disk refuses must answer 503 {"detail": "Database storage is full: ..."}, never a 500; reads keep
 * answering 200; once the filler is deleted, writes work again without a restart. The caller checks
 * the database's own integrity afterwards.
 */
import { expect } from 'chai';
import { ERRORS } from '../../api/errors/error-catalogue.js';
import { signUp } from '../helpers/accounts.js';
import type { TestApp } from '../helpers/build-app.js';
import { until } from '../helpers/wait.js';
import { createEndpoint, setPlan } from '../webhooks/webhook-kit.js';
import type { SmallDisk } from './small-disk.js';
import { type LoadRequest, SteadyLoad, slowestMs, statusCounts } from './steady-load.js';

const STORAGE_FULL = ERRORS.serviceUnavailable.storageFull;

/**
 * An SVG logo that differs each time and grows from about 50 KB by about 1 KB a write, up to about
 * 220 KB (under LOGO_MAX_BYTES): a write that only replaced a row of the same size would fit in the
 * pages the old row freed and never meet the full disk, so each one needs a little new space.
 */
function logoOf(sequence: number) {
  const shapes: string[] = [];
  const count = Math.min(900 + sequence * 18, 4_000);
  for (let n = 0; n < count; n += 1) {
    const colour = ((sequence * 7_919 + n * 104_729) % 0xffffff).toString(16).padStart(6, '0');
    shapes.push(`<rect x="${n % 40}" y="${(n * 7) % 40}" width="3" height="3" fill="#${colour}"/>`);
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40">${shapes.join('')}</svg>`;
  return { content_type: 'image/svg+xml', data_base64: Buffer.from(svg).toString('base64') };
}

export async function diskFullDrill(
  t: TestApp,
  baseUrl: string,
  disk: SmallDisk,
  leaveBytes: number,
  /** Storage-full refusals to wait for (SQLite refuses only the writes its freed pages cannot hold). */
  minRefusals = 20,
): Promise<void> {
  // Four accounts on the custom plan (1,000 requests a minute each, white-label branding):
  // three writers storing a new logo of about 50 KB each time, and a reader.
  const writers: LoadRequest[][] = [];
  let reader: LoadRequest[] = [];
  for (let client = 0; client < 4; client += 1) {
    const account = await signUp(t.app);
    await setPlan(t.db, account.id, 'custom');
    const endpoint = await createEndpoint(t.app, account.apiKey, `http://localhost:9/c${client}`);
    const auth = { authorization: `Bearer ${account.apiKey}` };
    let sequence = 0;
    if (client < 3) {
      writers.push([
        {
          method: 'PUT',
          path: '/v1/settings/branding',
          headers: auth,
          body: () => ({ company_name: `Client ${client} write ${++sequence}`, logo: logoOf(sequence) }),
        },
      ]);
    } else {
      reader = [
        { method: 'GET', path: '/health' },
        { method: 'GET', path: '/v1/webhooks', headers: auth },
        { method: 'GET', path: `/v1/webhooks/${endpoint.id}`, headers: auth },
        { method: 'GET', path: '/v1/settings/branding', headers: writers[0]?.[0]?.headers ?? auth },
      ];
    }
  }
  // About 12 requests a second per client: under the plan's 1,000 a minute, so no 429s.
  const load = new SteadyLoad(baseUrl, [...writers, reader], 70);
  // The test clock stands still unless moved; the rate-limit windows follow it, so it follows real time.
  const clockTimer = setInterval(() => t.clock.set(new Date()), 200);
  try {
    load.start();
    await new Promise((resolve) => setTimeout(resolve, 1_000));

    const fullAt = Date.now();
    await disk.fill(leaveBytes);
    const isFull = (answer: { status: number; body: string }) =>
      answer.status === 503 && answer.body.includes('storage is full');
    await until(
      `${minRefusals} storage-full answers`,
      () => load.answers.filter(isFull).length >= minRefusals,
      30_000,
      50,
    );
    const firstFull = load.answers.find(isFull)?.endedAt ?? fullAt;
    // Full for a while: reads keep answering.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const freedAt = Date.now();
    disk.release();
    const isWriteOk = (answer: { method: string; status: number; startedAt: number }) =>
      answer.method === 'PUT' && answer.status === 200 && answer.startedAt >= freedAt;
    await until('a write to succeed after space was freed', () => load.answers.some(isWriteOk), 10_000, 20);
    const recoveredAt = load.answers.find(isWriteOk)?.endedAt ?? Date.now();
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await load.stop();

    const whileFull = load.within(firstFull, freedAt);
    const fullAnswers = load.answers.filter(isFull);
    const readsWhileFull = whileFull.filter((answer) => answer.method === 'GET');
    const afterRecovery = load.within(recoveredAt);
    console.log(
      `      ${load.answers.length} requests; first storage-full 503 ${firstFull - fullAt} ms after the disk filled; ` +
        `${fullAnswers.length} storage-full 503s; while full ${JSON.stringify(statusCounts(whileFull))} ` +
        `(reads ${JSON.stringify(statusCounts(readsWhileFull))}, slowest ${slowestMs(whileFull)} ms); ` +
        `writes again ${recoveredAt - freedAt} ms after space was freed; after ${JSON.stringify(statusCounts(afterRecovery))}`,
    );

    for (const answer of load.answers) {
      expect(answer.status, `${answer.method} ${answer.path}: ${answer.body}`).to.be.oneOf([200, 503]);
      if (answer.status === 503) expect(JSON.parse(answer.body)).to.deep.equal({ detail: STORAGE_FULL });
    }
    expect(fullAnswers.length).to.be.at.least(minRefusals);
    expect(readsWhileFull.length).to.be.greaterThan(10);
    for (const answer of readsWhileFull) expect(answer.status, `${answer.path}: ${answer.body}`).to.equal(200);
    expect(afterRecovery.filter((answer) => answer.method === 'PUT').length).to.be.at.least(5);
    for (const answer of afterRecovery) expect(answer.status, `${answer.path}: ${answer.body}`).to.equal(200);
  } finally {
    clearInterval(clockTimer);
    await load.stop();
  }
}
