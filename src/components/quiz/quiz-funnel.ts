/**
 * Tells the server a quiz step was reached, once per step and quiz (counts per day and language
 * only: no address, no answers, no identifier). Fire and forget: a lost report never disturbs
 * the quiz.
 */
import { FUNNEL_ENDPOINT, type FunnelStep } from '../../lib/quiz/lead.ts';

const REPORTED_KEY = 'vibra:quiz-steps';

function reported(): Set<string> {
  try {
    return new Set(JSON.parse(sessionStorage.getItem(REPORTED_KEY) ?? '[]') as string[]);
  } catch {
    return new Set();
  }
}

export function reportStep(step: Exclude<FunnelStep, 'guide'>, locale: string): void {
  const done = reported();
  if (done.has(step)) return;
  done.add(step);
  try {
    sessionStorage.setItem(REPORTED_KEY, JSON.stringify([...done]));
  } catch {
    // Without storage a step may be counted twice after a reload; the quiz still works.
  }
  const body = JSON.stringify({ step, locale });
  const sent = navigator.sendBeacon?.(FUNNEL_ENDPOINT, new Blob([body], { type: 'application/json' }));
  if (!sent) {
    fetch(FUNNEL_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      keepalive: true,
    }).catch(() => {});
  }
}

/** A new quiz: its steps count again. */
export function forgetReportedSteps(): void {
  try {
    sessionStorage.removeItem(REPORTED_KEY);
  } catch {
    // nothing kept, nothing to forget
  }
}
