/**
 * The detached start's waiting rule (workflows/temporal/patient-start.ts): a start that gets no
 * answer within the quick deadline is sent again with the patient one only when the server answers
 * a liveness probe; otherwise the "no answer" error goes back to the caller at once. The RPC is
 * stood in for by a function that fails as the Temporal client does (a ServiceError whose cause
 * carries the gRPC code); the end-to-end paths are test/faults/temporal-outage-submission.test.ts
 * (server stopped), test/api/scans/temporal-unavailable.test.ts (nothing listening) and
 * bench:temporal (a burst of 100 on a live server).
 */
import { expect } from 'chai';
import { isNoAnswer, startPatiently } from '../../workflows/temporal/patient-start.js';

const TIMINGS = { quickMs: 1_000, patientMs: 10_000 };

/** The client's shape of a gRPC failure: a ServiceError wrapping the call's error with its code. */
function serviceError(code: number): Error {
  const grpc = Object.assign(new Error(`${code} gRPC failure`), { code });
  return Object.assign(new Error('Failed to start workflow'), { name: 'ServiceError', cause: grpc });
}

/** A start that fails with each given error in turn, then answers; it records the deadlines it got. */
function attempts(errors: Error[], deadlines: number[]) {
  return async (deadline: number) => {
    deadlines.push(deadline);
    const error = errors.shift();
    if (error) throw error;
    return 'started';
  };
}

describe('patient workflow starts: a busy server waited for, a dead one given up on', () => {
  const began = 1_000_000;
  const clock = () => began;

  it('answers from the first attempt without a probe', async () => {
    const deadlines: number[] = [];
    let probes = 0;
    const answer = await startPatiently(
      attempts([], deadlines),
      async () => {
        probes += 1;
        return true;
      },
      TIMINGS,
      clock,
    );
    expect([answer, deadlines, probes]).to.deep.equal(['started', [began + 1_000], 0]);
  });

  for (const [name, code] of [
    ['deadline exceeded', 4],
    ['unavailable', 14],
    ['resource exhausted', 8],
    ['cancelled (a deadline run out under load)', 1],
  ] as const) {
    it(`sends the start again with the patient deadline after "${name}" when the server is alive`, async () => {
      const deadlines: number[] = [];
      const answer = await startPatiently(attempts([serviceError(code)], deadlines), async () => true, TIMINGS, clock);
      expect([answer, deadlines]).to.deep.equal(['started', [began + 1_000, began + 10_000]]);
    });
  }

  it('gives the no-answer error back at once when the probe says the server is gone', async () => {
    const deadlines: number[] = [];
    const first = serviceError(4);
    const error = await startPatiently(attempts([first], deadlines), async () => false, TIMINGS, clock).catch((e) => e);
    expect(error).to.equal(first);
    expect(deadlines).to.have.length(1);
  });

  it('counts a failed probe as a gone server', async () => {
    const deadlines: number[] = [];
    const error = await startPatiently(
      attempts([serviceError(14)], deadlines),
      () => Promise.reject(new Error('probe failed')),
      TIMINGS,
      clock,
    ).catch((e) => e);
    expect(error.cause.code).to.equal(14);
    expect(deadlines).to.have.length(1);
  });

  it('rethrows a refusal (an id already taken, a bad request) without a probe or a second attempt', async () => {
    const deadlines: number[] = [];
    let probes = 0;
    const refusal = Object.assign(new Error('Workflow execution already started'), {
      name: 'WorkflowExecutionAlreadyStartedError',
    });
    const error = await startPatiently(
      attempts([refusal], deadlines),
      async () => {
        probes += 1;
        return true;
      },
      TIMINGS,
      clock,
    ).catch((e) => e);
    expect([error, deadlines.length, probes]).to.deep.equal([refusal, 1, 0]);
  });

  it('gives up after the second attempt: at most two starts are sent', async () => {
    const deadlines: number[] = [];
    const second = serviceError(4);
    const error = await startPatiently(
      attempts([serviceError(4), second], deadlines),
      async () => true,
      TIMINGS,
      clock,
    ).catch((e) => e);
    expect(error).to.equal(second);
    expect(deadlines).to.have.length(2);
  });

  it('does not send again when the patient time is already spent', async () => {
    const deadlines: number[] = [];
    let at = began;
    const late = async (deadline: number) => {
      deadlines.push(deadline);
      at += 11_000;
      throw serviceError(4);
    };
    const error = await startPatiently(
      late,
      async () => true,
      TIMINGS,
      () => at,
    ).catch((e) => e);
    expect(error.cause.code).to.equal(4);
    expect(deadlines).to.have.length(1);
  });

  it('reads the gRPC code through wrapping errors only', () => {
    expect(isNoAnswer(serviceError(4))).to.equal(true);
    expect(isNoAnswer(Object.assign(new Error('x'), { code: 14 }))).to.equal(true);
    expect(isNoAnswer(serviceError(3))).to.equal(false);
    expect(isNoAnswer(new Error('plain'))).to.equal(false);
    expect(isNoAnswer(Object.assign(new Error('string code'), { code: 'ECONNREFUSED' }))).to.equal(false);
  });
});
