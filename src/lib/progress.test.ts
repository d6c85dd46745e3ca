import { describe, expect, it } from 'vitest';
import { progressState } from './progress.ts';

describe('progressState', () => {
  it('is indeterminate without a value or with one outside 0..max', () => {
    expect(progressState()).toEqual({ state: 'indeterminate', max: 100 });
    expect(progressState(null, 10)).toEqual({ state: 'indeterminate', max: 10 });
    expect(progressState(-1)).toMatchObject({ state: 'indeterminate' });
    expect(progressState(101)).toMatchObject({ state: 'indeterminate' });
    expect(progressState(Number.NaN)).toMatchObject({ state: 'indeterminate' });
  });

  it('falls back to a max of 100 when max is not a number above 0', () => {
    expect(progressState(50, 0).max).toBe(100);
    expect(progressState(50, -5).max).toBe(100);
    expect(progressState(50, Number.POSITIVE_INFINITY).max).toBe(100);
    expect(progressState(50, null).max).toBe(100);
    expect(progressState(5, 0)).toEqual({ state: 'loading', max: 100, value: 5, percent: 5 });
  });

  it('is loading below max and complete at max', () => {
    expect(progressState(0, 4)).toEqual({ state: 'loading', max: 4, value: 0, percent: 0 });
    expect(progressState(3, 4)).toEqual({ state: 'loading', max: 4, value: 3, percent: 75 });
    expect(progressState(4, 4)).toEqual({ state: 'complete', max: 4, value: 4, percent: 100 });
  });
});
