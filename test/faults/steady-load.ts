/**
 * Steady load for the fault drills: a few clients, each looping over its own list of requests
 * against a real listening server (fetch over loopback), recording every answer with its start,
 * end and status, until told to stop. A request that gets no answer within the client timeout is
 * recorded as status 0, so a hang shows up in the figures instead of stalling the drill.
 */

export interface LoadRequest {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT';
  path: string;
  headers?: Record<string, string>;
  /** A function so each request can carry something new (a sequence number). */
  body?: () => unknown;
}

export interface Answer {
  client: number;
  method: string;
  path: string;
  sentBody: unknown;
  startedAt: number;
  endedAt: number;
  status: number;
  body: string;
}

export class SteadyLoad {
  readonly answers: Answer[] = [];
  private running = false;
  private loops: Promise<void>[] = [];

  constructor(
    private readonly baseUrl: string,
    private readonly clients: LoadRequest[][],
    /** Pause between one client's requests, to stay under the plan's rate limits. */
    private readonly pauseMs = 50,
    private readonly timeoutMs = 15_000,
  ) {}

  start(): void {
    this.running = true;
    this.loops = this.clients.map((requests, client) => this.loop(client, requests));
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
  }

  /** Answers whose request started at or after `from` and ended at or before `to`. */
  within(from: number, to = Number.POSITIVE_INFINITY): Answer[] {
    return this.answers.filter((answer) => answer.startedAt >= from && answer.endedAt <= to);
  }

  private async loop(client: number, requests: LoadRequest[]): Promise<void> {
    for (let n = 0; this.running; n += 1) {
      const request = requests[n % requests.length] as LoadRequest;
      const sentBody = request.body?.();
      const startedAt = Date.now();
      let status = 0;
      let body = '';
      try {
        const response = await fetch(`${this.baseUrl}${request.path}`, {
          method: request.method,
          headers: { ...(sentBody === undefined ? {} : { 'content-type': 'application/json' }), ...request.headers },
          body: sentBody === undefined ? undefined : JSON.stringify(sentBody),
          signal: AbortSignal.timeout(this.timeoutMs),
        });
        status = response.status;
        body = await response.text();
      } catch (error) {
        body = String(error);
      }
      this.answers.push({
        client,
        method: request.method,
        path: request.path,
        sentBody,
        startedAt,
        endedAt: Date.now(),
        status,
        body,
      });
      await new Promise((resolve) => setTimeout(resolve, this.pauseMs));
    }
  }
}

/** Counts by status, for the printed figures: `{ "200": 812, "503": 640 }`. */
export function statusCounts(answers: Answer[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const answer of answers) counts[answer.status] = (counts[answer.status] ?? 0) + 1;
  return counts;
}

export function slowestMs(answers: Answer[]): number {
  return answers.reduce((max, answer) => Math.max(max, answer.endedAt - answer.startedAt), 0);
}
