/**
 * The alert rules of deploy/prometheus/ as Prometheus's own tool sees them: `promtool check rules`
 * (syntax, PromQL, templates) and `promtool test rules` (rampart-alerts.test.yml: each alert fires on
 * the series that should raise it and stays quiet otherwise). The example scrape configuration is
 * checked with `promtool check config`. Skipped, saying so, where promtool is not installed.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'chai';
import { PROMTOOL_BIN, RULES_FILE } from './prometheus-server.js';

const run = promisify(execFile);
const DEPLOY = dirname(RULES_FILE);

async function promtool(...args: string[]): Promise<string> {
  try {
    const { stdout, stderr } = await run(PROMTOOL_BIN, args, { cwd: DEPLOY });
    return `${stdout}${stderr}`;
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; message: string };
    throw new Error(`promtool ${args.join(' ')} failed:\n${failed.stdout ?? ''}${failed.stderr ?? failed.message}`);
  }
}

describe('alert rules (promtool)', () => {
  before(function () {
    if (existsSync(PROMTOOL_BIN)) return;
    console.log(`      SKIPPED: ${PROMTOOL_BIN} is missing (Debian package \`prometheus\`; .ci/run installs it)`);
    this.skip();
  });

  it('pass `promtool check rules`', async () => {
    const output = await promtool('check', 'rules', RULES_FILE);
    expect(output).to.match(/SUCCESS: 7 rules found/);
  });

  it('pass their unit tests (`promtool test rules`)', async () => {
    const output = await promtool('test', 'rules', join(DEPLOY, 'rampart-alerts.test.yml'));
    expect(output).to.include('SUCCESS');
  });

  it('and the example scrape configuration passes `promtool check config`', async () => {
    const output = await promtool('check', 'config', join(DEPLOY, 'prometheus.example.yml'));
    expect(output).to.include('SUCCESS');
  });
});
