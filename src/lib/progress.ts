/** Default maximum of a progress bar. */
export const DEFAULT_PROGRESS_MAX = 100;

/** What a progress bar shows. */
export type ProgressState =
  | { state: 'indeterminate'; max: number }
  | { state: 'loading' | 'complete'; max: number; value: number; percent: number };

/**
 * A progress bar's rules: `max` must be a number above 0, otherwise 100;
 * `value` must lie between 0 and `max`, otherwise the bar is indeterminate. Below `max` it is
 * loading, at `max` complete.
 */
export function progressState(value?: number | null, max?: number | null): ProgressState {
  const safeMax = typeof max === 'number' && Number.isFinite(max) && max > 0 ? max : DEFAULT_PROGRESS_MAX;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > safeMax) {
    return { state: 'indeterminate', max: safeMax };
  }
  return {
    state: value === safeMax ? 'complete' : 'loading',
    max: safeMax,
    value,
    percent: (value / safeMax) * 100,
  };
}
