/**
 * Command-line tools from PyPI that we measure ourselves against or drive (schemathesis, sslyze,
 * checkdmarc), pinned: `ensurePythonTool` returns the path of the tool's console script at the
 * pinned version, installing it with pip (into Python's scripts folder) when it is missing or
 * another version.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface PythonTool {
  /** The PyPI distribution, e.g. `schemathesis`. */
  distribution: string;
  version: string;
  /** The console script it installs, e.g. `schemathesis`. */
  script: string;
}

export async function pythonScriptsDir(): Promise<string> {
  const { stdout } = await run('python3', ['-c', 'import sysconfig; print(sysconfig.get_path("scripts"))']);
  return stdout.trim();
}

async function installedVersion(distribution: string): Promise<string | null> {
  try {
    const { stdout } = await run('python3', [
      '-c',
      `import importlib.metadata as m; print(m.version(${JSON.stringify(distribution)}))`,
    ]);
    return stdout.trim() || null;
  } catch {
    return null;
  }
}

export async function ensurePythonTool(tool: PythonTool, log: (line: string) => void = console.error): Promise<string> {
  const path = join(await pythonScriptsDir(), tool.script);
  if (existsSync(path) && (await installedVersion(tool.distribution)) === tool.version) return path;
  log(`installing ${tool.distribution}: pip install ${tool.distribution}==${tool.version}`);
  await run(
    'python3',
    ['-m', 'pip', 'install', '--quiet', '--disable-pip-version-check', `${tool.distribution}==${tool.version}`],
    { timeout: 600_000 },
  );
  const version = await installedVersion(tool.distribution);
  if (version !== tool.version || !existsSync(path)) {
    throw new Error(`pip installed ${tool.distribution}, but found version ${version ?? 'none'} at ${path}`);
  }
  return path;
}
