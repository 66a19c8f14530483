/**
 * Starts bench/webhook-receivers.ts in a process of its own (as real receivers are) and reads the
 * JSON line it prints: the receiver ports and its control port. Used by `bench:webhooks` and the
 * load stack (`bench:load`, `bench:soak`).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface Receivers {
  ports: number[];
  control: number;
  child: ChildProcess;
}

export function startReceivers(count: number): Promise<Receivers> {
  const script = fileURLToPath(new URL('./webhook-receivers.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', script, String(count)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let text = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const line = text.split('\n').find((each) => each.startsWith('{'));
      if (line) resolve({ ...(JSON.parse(line) as { ports: number[]; control: number }), child });
    });
    child.once('exit', (code) => reject(new Error(`the webhook receivers exited (${code})`)));
  });
}
