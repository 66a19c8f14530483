/**
 * A real Prometheus for tests: Debian's `/usr/bin/prometheus` started on a free loopback port with a
 * generated configuration (scrape every second, the alert rules of deploy/prometheus/ loaded) and
 * its storage in a temporary folder, queried through its own HTTP API. `prometheusBinary()` is null
 * where the package is not installed (the suites then skip, saying so).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../scripts/temporal-dev.js';
import { until } from '../helpers/wait.js';

export const PROMETHEUS_BIN = '/usr/bin/prometheus';
export const PROMTOOL_BIN = '/usr/bin/promtool';
export const RULES_FILE = fileURLToPath(new URL('../../deploy/prometheus/rampart-alerts.yml', import.meta.url));
export const SKIP_NO_PROMETHEUS = `SKIPPED: ${PROMETHEUS_BIN} is missing (Debian package \`prometheus\`; .ci/run installs it)`;

/**
 * The Temporal SDK's metrics the dashboard reads (the SDK's exporter names them, not our registry);
 * prometheus-e2e.test.ts checks a real worker exports each.
 */
export const SDK_METRICS = [
  'temporal_worker_task_slots_available',
  'temporal_activity_execution_latency_seconds_count',
];

export function prometheusBinary(): string | null {
  return existsSync(PROMETHEUS_BIN) ? PROMETHEUS_BIN : null;
}

export interface ScrapeJob {
  name: string;
  /** host:port */
  target: string;
  bearerToken?: string;
}

export interface Sample {
  metric: Record<string, string>;
  value: number;
}

export class PrometheusServer {
  private child: ChildProcess | null = null;
  private dir = '';
  private output: string[] = [];
  base = '';

  async start(jobs: readonly ScrapeJob[]): Promise<void> {
    this.dir = mkdtempSync(join(tmpdir(), 'rampart-prometheus-'));
    const lines = [
      'global:',
      '  scrape_interval: 1s',
      '  scrape_timeout: 1s',
      '  evaluation_interval: 1s',
      'rule_files:',
      `  - ${JSON.stringify(RULES_FILE)}`,
      'scrape_configs:',
    ];
    for (const job of jobs) {
      lines.push(`  - job_name: ${JSON.stringify(job.name)}`);
      if (job.bearerToken) lines.push('    authorization:', `      credentials: ${JSON.stringify(job.bearerToken)}`);
      lines.push('    static_configs:', `      - targets: [${JSON.stringify(job.target)}]`);
    }
    const configFile = join(this.dir, 'prometheus.yml');
    writeFileSync(configFile, `${lines.join('\n')}\n`);
    const port = await freePort();
    this.base = `http://127.0.0.1:${port}`;
    this.child = spawn(
      PROMETHEUS_BIN,
      [
        `--config.file=${configFile}`,
        `--storage.tsdb.path=${join(this.dir, 'data')}`,
        `--web.listen-address=127.0.0.1:${port}`,
        '--log.level=warn',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const keep = (chunk: Buffer) => {
      this.output.push(chunk.toString());
      if (this.output.length > 100) this.output.shift();
    };
    this.child.stdout?.on('data', keep);
    this.child.stderr?.on('data', keep);
    await until(
      'Prometheus to be ready',
      async () => {
        if (this.child?.exitCode !== null) throw new Error(`prometheus exited:\n${this.output.join('')}`);
        return fetch(`${this.base}/-/ready`)
          .then((response) => response.ok)
          .catch(() => false);
      },
      30_000,
      100,
    );
  }

  /** An instant query's vector. */
  async query(promql: string): Promise<Sample[]> {
    const response = await fetch(`${this.base}/api/v1/query?query=${encodeURIComponent(promql)}`);
    const answer = (await response.json()) as {
      status: string;
      error?: string;
      data?: { resultType: string; result: Array<{ metric: Record<string, string>; value: [number, string] }> };
    };
    if (answer.status !== 'success' || answer.data?.resultType !== 'vector') {
      throw new Error(`query ${promql} failed: ${answer.error ?? JSON.stringify(answer)}`);
    }
    return answer.data.result.map((row) => ({ metric: row.metric, value: Number(row.value[1]) }));
  }

  /** The single value of `promql`, or null when the vector is empty. */
  async value(promql: string): Promise<number | null> {
    const samples = await this.query(promql);
    return samples[0]?.value ?? null;
  }

  /** Waits (bounded) until `promql` has a value that `accept` takes; returns it. */
  waitFor(promql: string, accept: (value: number) => boolean, timeoutMs = 30_000): Promise<number> {
    return until(
      `Prometheus to see ${promql}`,
      async () => {
        const value = await this.value(promql);
        return value !== null && accept(value) ? value : false;
      },
      timeoutMs,
      250,
    );
  }

  async api<T>(path: string): Promise<T> {
    const response = await fetch(`${this.base}${path}`);
    return ((await response.json()) as { data: T }).data;
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    if (this.dir) rmSync(this.dir, { recursive: true, force: true });
  }
}
