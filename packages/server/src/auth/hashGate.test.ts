import { describe, expect, it } from 'vitest';
import { ConcurrencyGate } from './hashGate';

/** A task that runs until the test lets it finish, recording how many ran alongside it. */
function controlledTasks(gate: ConcurrencyGate, count: number) {
  let running = 0;
  let most = 0;
  const started: number[] = [];
  const finishers: Array<() => void> = [];
  const results = Array.from({ length: count }, (_, index) =>
    gate.run(
      () =>
        new Promise<number>((resolve) => {
          running += 1;
          most = Math.max(most, running);
          started.push(index);
          finishers[index] = () => {
            running -= 1;
            resolve(index);
          };
        }),
    ),
  );
  return { results, started, finishers, most: () => most };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('password hash gate — at most N hashes at once (issue 13, hole 4)', () => {
  it('never runs more than its limit at once, and runs the waiting ones in arrival order', async () => {
    const gate = new ConcurrencyGate(2, 10);
    const tasks = controlledTasks(gate, 6);
    await tick();
    expect(tasks.started).toEqual([0, 1]);
    expect(gate.stats()).toEqual({ running: 2, waiting: 4, peak: 2 });

    for (const index of [1, 0, 2, 3, 4, 5]) {
      tasks.finishers[index]?.();
      await tick();
    }
    expect(await Promise.all(tasks.results)).toEqual(
      [0, 1, 2, 3, 4, 5].map((value) => ({ value })),
    );
    expect(tasks.started).toEqual([0, 1, 2, 3, 4, 5]);
    expect(tasks.most()).toBe(2);
    expect(gate.stats()).toEqual({ running: 0, waiting: 0, peak: 2 });
  });

  it('refuses at once (null, task not run) when the queue is full, instead of piling up', async () => {
    const gate = new ConcurrencyGate(1, 2);
    const tasks = controlledTasks(gate, 3);
    let ran = false;
    const refused = await gate.run(() => {
      ran = true;
      return Promise.resolve('late');
    });
    expect(refused).toBeNull();
    expect(ran).toBe(false);
    for (const index of [0, 1, 2]) {
      await tick();
      tasks.finishers[index]?.();
    }
    await Promise.all(tasks.results);
    expect(await gate.run(() => Promise.resolve('now'))).toEqual({ value: 'now' });
  });

  it('frees the slot when a task throws', async () => {
    const gate = new ConcurrencyGate(1, 1);
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(gate.stats().running).toBe(0);
    expect(await gate.run(() => Promise.resolve(1))).toEqual({ value: 1 });
  });
});
