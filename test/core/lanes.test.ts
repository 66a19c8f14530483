/**
 * core/lanes.ts: at most `lanes` at once, every item once; a failure stops new items, lets the ones
 * in flight finish, then is thrown (so a chunk activity fails, and is retried, only after nothing of
 * it is still running).
 */
import { expect } from 'chai';
import { inLanes } from '../../core/lanes.js';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('inLanes', () => {
  it('works every item once, at most `lanes` at a time', async () => {
    let running = 0;
    let most = 0;
    const seen: number[] = [];
    await inLanes(
      Array.from({ length: 50 }, (_, i) => i),
      8,
      async (item) => {
        running += 1;
        most = Math.max(most, running);
        await tick(1 + (item % 3));
        seen.push(item);
        running -= 1;
      },
    );
    expect(most).to.equal(8);
    expect([...seen].sort((a, b) => a - b)).to.deep.equal(Array.from({ length: 50 }, (_, i) => i));
  });

  it('does nothing for no items', async () => {
    await inLanes([], 8, async () => {
      throw new Error('not called');
    });
  });

  it('throws the first failure once the lanes in flight have settled, and starts no item after it', async () => {
    let running = 0;
    const started: number[] = [];
    const failure = await inLanes(
      Array.from({ length: 40 }, (_, i) => i),
      4,
      async (item) => {
        started.push(item);
        running += 1;
        try {
          await tick(item === 5 ? 1 : 5);
          if (item === 5) throw new Error('upsert 5 failed');
        } finally {
          running -= 1;
        }
      },
    ).then(
      () => null,
      (error: Error) => error,
    );
    expect(failure?.message).to.equal('upsert 5 failed');
    expect(running, 'nothing left running behind the caller').to.equal(0);
    expect(started.length).to.be.below(40);
  });
});
