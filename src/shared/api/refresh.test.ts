import { createMutation, createQuery } from '@farfetched/core';
import { allSettled, createEffect, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { refreshOnSuccess } from './refresh';

/** A list of stars on a fake server, and a mutation that flips one. */
const setup = () => {
  const server = { stars: [0, 0, 1] };
  const read = vi.fn(async (_: { page: number }) => [...server.stars]);
  const query = createQuery({ effect: createEffect(read), name: 'test.refresh.stars' });
  const star = createMutation({
    effect: createEffect(async ({ index, star: value }: { index: number; star: number }) => {
      server.stars[index] = value;
      return null;
    }),
    name: 'test.refresh.star',
  });
  refreshOnSuccess(query, star, (stars, { params }) => stars.map((value, index) => (index === params.index ? params.star : value)));
  return { server, read, query, star };
};

describe('refreshOnSuccess', () => {
  it("asks again with the query's last parameters once the mutation succeeds", async () => {
    const { read, query, star } = setup();
    const scope = fork();
    await allSettled(query.start, { scope, params: { page: 2 } });
    await allSettled(star.start, { scope, params: { index: 0, star: 1 } });
    expect(read).toHaveBeenCalledTimes(2);
    expect(read.mock.calls[1]![0]).toEqual({ page: 2 });
    expect(scope.getState(query.$data)).toEqual([1, 0, 1]);
  });

  it('shows the expected change before the backend answers again', async () => {
    const { read, query, star, server } = setup();
    const scope = fork();
    await allSettled(query.start, { scope, params: { page: 1 } });
    let answer: (stars: number[]) => void = () => undefined;
    read.mockImplementationOnce(() => new Promise<number[]>((resolve) => (answer = resolve)));
    const settled = allSettled(star.start, { scope, params: { index: 1, star: 1 } });
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(2));
    // The refetch is still on its way: the list already shows the new star.
    expect(scope.getState(query.$data)).toEqual([0, 1, 1]);
    answer([...server.stars]);
    await settled;
    expect(scope.getState(query.$data)).toEqual([0, 1, 1]);
  });

  it('asks nothing for a query that never ran', async () => {
    const { read, query, star } = setup();
    const scope = fork();
    await allSettled(star.start, { scope, params: { index: 0, star: 1 } });
    expect(read).not.toHaveBeenCalled();
    expect(scope.getState(query.$data)).toBeNull();
  });

  it('leaves the query alone when the mutation fails', async () => {
    const { read, query } = setup();
    const failing = createMutation({
      effect: createEffect(async (_: void): Promise<null> => {
        throw new Error('refused');
      }),
      name: 'test.refresh.failing',
    });
    refreshOnSuccess(query, failing);
    const scope = fork();
    await allSettled(query.start, { scope, params: { page: 1 } });
    await allSettled(failing.start, { scope });
    expect(read).toHaveBeenCalledTimes(1);
  });
});
