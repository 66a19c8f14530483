/**
 * Bounded fan-out: `work` on each item, at most `lanes` at once, each lane taking the next item when
 * it finishes one. Used where a chunk's items each wait on the network (an import chunk's DNS checks
 * and its Temporal Schedule upserts), so a chunk costs about `items / lanes` round trips, not `items`.
 * A failure stops the lanes taking new items; the ones in flight are let finish (nothing is left
 * running behind the caller's back), then the first failure is thrown.
 */
export async function inLanes<T>(
  items: readonly T[],
  lanes: number,
  work: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const failures: unknown[] = [];
  const lane = async () => {
    while (failures.length === 0 && next < items.length) {
      const index = next++;
      try {
        await work(items[index] as T, index);
      } catch (error) {
        failures.push(error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(lanes, items.length)) }, lane));
  if (failures.length > 0) throw failures[0];
}
