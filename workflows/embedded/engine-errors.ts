/** What the embedded engine throws: into waiting runs, at callers, and into timed-out activity attempts. */

/** Thrown into every waiting run when the engine closes; the run stays `running` and resumes later. */
export class EngineStopped extends Error {
  constructor() {
    super('the workflow engine is stopping');
    this.name = 'EngineStopped';
  }
}

/** execute() or enqueue() before start(): runs may only run under the lease. */
export class EngineNotStarted extends Error {
  constructor() {
    super('the workflow engine is not started: call start() first');
    this.name = 'EngineNotStarted';
  }
}

export class ActivityTimeout extends Error {
  constructor(timeoutMs: number) {
    super(`activity attempt did not finish within ${timeoutMs} ms`);
    this.name = 'ActivityTimeout';
  }
}

/** A run cancelled from outside (the account it worked for was deleted): it stops at its next step. */
export class RunCancelled extends Error {
  constructor(readonly runId: string) {
    super(`workflow run ${runId} was cancelled`);
    this.name = 'RunCancelled';
  }
}
