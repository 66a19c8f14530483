/**
 * A small filesystem of the test's own: a tmpfs of a few megabytes mounted on a temporary directory
 * (the tests run as root; `mount -t tmpfs -o size=16m`), so a drill can fill the disk under the
 * SQLite file without touching the machine's real disk, and unmount it afterwards. A filler file
 * stands in for whatever else eats the disk (logs, backups); deleting it frees the space again.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export class SmallDisk {
  private readonly filler: string;

  private constructor(readonly dir: string) {
    this.filler = join(dir, 'filler.bin');
  }

  static async mount(sizeMegabytes: number): Promise<SmallDisk> {
    const dir = mkdtempSync(join(tmpdir(), 'rampart-small-disk-'));
    await run('mount', ['-t', 'tmpfs', '-o', `size=${sizeMegabytes}m`, 'tmpfs', dir], { timeout: 10_000 });
    return new SmallDisk(dir);
  }

  /** Bytes an unprivileged writer may still use. */
  freeBytes(): number {
    const stats = statfsSync(this.dir);
    return stats.bavail * stats.bsize;
  }

  /**
   * Takes all but `leaveBytes` of the free space with the filler file. The service under load keeps
   * writing between the measure and the fallocate, so the space measured may be gone when it is asked
   * for (ENOSPC, seen once in CI under MariaDB): then it measures again and asks for a little less,
   * a few times. The disk ends as full as wanted either way.
   */
  async fill(leaveBytes: number): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      const take = this.freeBytes() - leaveBytes - (attempt - 1) * 256 * 1024;
      if (take <= 0) return;
      try {
        await run('fallocate', ['-l', String(take), this.filler], { timeout: 10_000 });
        return;
      } catch (error) {
        rmSync(this.filler, { force: true });
        const said = `${(error as { stderr?: string }).stderr ?? ''} ${(error as Error).message}`;
        if (attempt >= 5 || !said.includes('No space left')) throw error;
      }
    }
  }

  /** Deletes the filler: the space it took is free again. */
  release(): void {
    rmSync(this.filler, { force: true });
  }

  /** Unmounts (lazily if something still holds a file open) and removes the mount point. */
  async unmount(): Promise<void> {
    try {
      await run('umount', [this.dir], { timeout: 10_000 });
    } catch {
      await run('umount', ['-l', this.dir], { timeout: 10_000 });
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}
