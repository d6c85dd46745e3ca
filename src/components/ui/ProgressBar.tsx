import { clsx } from 'clsx';
import { progressState } from '../../lib/progress.ts';

interface ProgressBarProps {
  /** Current value; missing or outside 0..max shows an indeterminate bar. */
  value?: number | null;
  /** Maximum; anything but a number above 0 means 100. */
  max?: number | null;
  /** Accessible name of the bar. */
  label: string;
  className?: string;
}

/**
 * A progress bar with the rules of `lib/progress.ts` (no valid value: indeterminate; max 100 unless given) and the ARIA progressbar role.
 * `data-state` is indeterminate, loading or complete.
 */
export function ProgressBar({ value, max, label, className }: ProgressBarProps) {
  const progress = progressState(value, max);
  const determinate = progress.state !== 'indeterminate';
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={progress.max}
      aria-valuenow={determinate ? progress.value : undefined}
      data-state={progress.state}
      data-slot="progress"
      className={clsx('relative h-1 w-full overflow-hidden bg-violet-100', className)}
    >
      <div
        className={clsx('h-full bg-gold-500', determinate ? 'transition-[width] duration-150' : 'w-1/3 animate-pulse')}
        style={determinate ? { width: `${progress.percent}%` } : undefined}
      />
    </div>
  );
}
