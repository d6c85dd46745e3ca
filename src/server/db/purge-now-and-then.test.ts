import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOURLY_MS, purgeNowAndThen } from './purge-now-and-then.ts';

describe('purgeNowAndThen', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('purges on the first call, then at most once per interval however often it is called', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const purge = vi.fn(async () => {});
    const purgeOld = purgeNowAndThen(HOURLY_MS, purge);
    await purgeOld();
    await purgeOld();
    expect(purge).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(HOURLY_MS - 1);
    await purgeOld();
    expect(purge).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    await purgeOld();
    await purgeOld();
    expect(purge).toHaveBeenCalledTimes(2);
  });

  it('hands a failure to the caller, and does not try again before the interval is up', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const purge = vi.fn(async () => {
      throw new Error('the database is away');
    });
    const purgeOld = purgeNowAndThen(60_000, purge);
    await expect(purgeOld()).rejects.toThrow('the database is away');
    await expect(purgeOld()).resolves.toBeUndefined();
    vi.advanceTimersByTime(60_000);
    await expect(purgeOld()).rejects.toThrow('the database is away');
    expect(purge).toHaveBeenCalledTimes(2);
  });

  it('counts the interval from when a run starts, so calls during a slow run do not start another', async () => {
    let finish: () => void = () => {};
    const purge = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const purgeOld = purgeNowAndThen(60_000, purge);
    const running = purgeOld();
    await purgeOld();
    expect(purge).toHaveBeenCalledTimes(1);
    finish();
    await running;
  });
});
