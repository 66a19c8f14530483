/**
 * The disk full under MariaDB (docs/hardening.md "Faults"): a private mariadbd
 * (private-mariadb.ts) whose data directory sits on a small tmpfs of the test's own (small-disk.ts),
 * filled under load by the drill both databases get (disk-full-drill.ts). InnoDB cannot extend a
 * table's file and refuses the write; the API answers 503 {"detail": "Database storage is full: ..."},
 * never a 500; reads keep answering 200; writes work again once space is freed, without restarting
 * the app or the server; and CHECK TABLE finds every table sound. Skipped, saying so, without mariadbd.
 */
import { expect } from 'chai';
import { buildTestApp, type TestApp } from '../helpers/build-app.js';
import { diskFullDrill } from './disk-full-drill.js';
import { PrivateMariaDb, requireMariadbd } from './private-mariadb.js';
import { SmallDisk } from './small-disk.js';

const DATABASE = 'rampart_disk_full';

describe('faults: the disk under MariaDB fills up', function () {
  this.timeout(90_000);
  let disk: SmallDisk | undefined;
  let mariadb: PrivateMariaDb | undefined;
  let t: TestApp | undefined;
  let baseUrl: string;

  before(async function () {
    requireMariadbd(this);
    // The data directory after mariadb-install-db is about 33 MB (16 MB of redo log, 12 MB of
    // ibdata1); InnoDB's temporary tablespace and the schema add about 25 MB at start.
    disk = await SmallDisk.mount(160);
    mariadb = await PrivateMariaDb.create(DATABASE, disk.dir);
    t = await buildTestApp({ name: 'mysql', config: { kind: 'mysql', url: mariadb.url(DATABASE) } });
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  after(async function () {
    this.timeout(60_000);
    // Whatever failed: the app, then the server, then the mount (unmount is lazy if something holds it).
    await t?.close().catch(() => undefined);
    await mariadb?.destroy().catch(() => undefined);
    await disk?.unmount();
  });

  it('refuses writes with a clear 503 while full, keeps reads working, and writes again once space is freed', async () => {
    await diskFullDrill(t as TestApp, baseUrl, disk as SmallDisk, 256 * 1024);
    expect(await mariadb?.checkTables(DATABASE)).to.deep.equal([]);
  });
});
