/**
 * The disk full under the SQLite file (docs/hardening.md "Faults"). The database lives on
 * a 16 MB tmpfs of the test's own (small-disk.ts); the drill (disk-full-drill.ts) fills it under
 * load: each write the disk refuses answers 503 {"detail": "Database storage is full: ..."}, never a
 * 500; reads keep answering 200; writes work again once space is freed, without a restart; and
 * `PRAGMA integrity_check` says ok.
 */
import { join } from 'node:path';
import { expect } from 'chai';
import { buildTestApp, type TestApp } from '../helpers/build-app.js';
import { diskFullDrill } from './disk-full-drill.js';
import { SmallDisk } from './small-disk.js';

describe('faults: the disk under the SQLite file fills up', function () {
  this.timeout(90_000);
  let disk: SmallDisk;
  let t: TestApp;
  let baseUrl: string;

  before(async () => {
    disk = await SmallDisk.mount(16);
    const path = join(disk.dir, 'rampart.db');
    t = await buildTestApp({ name: 'sqlite', config: { kind: 'sqlite', path, url: `sqlite:${path}` } });
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  after(async () => {
    await t?.close();
    await disk?.unmount();
  });

  it('refuses writes with a clear 503 while full, keeps reads working, and writes again once space is freed', async () => {
    // SQLite on a full disk goes on taking the writes that fit in the pages older rows freed and in
    // its wrapped write-ahead log, and refuses those that need the file to grow: a few, not twenty.
    await diskFullDrill(t, baseUrl, disk, 512 * 1024, 1);
    expect(await t.db.query('PRAGMA integrity_check')).to.deep.equal([{ integrity_check: 'ok' }]);
  });
});
