/**
 * The quiz's answers for this tab only (sessionStorage): a reload or Back resumes the quiz, and the
 * result page can send them with the guide request. Nothing leaves the device from here.
 */
import { isQuizResult, type QuizResult } from '../../lib/quiz/results.ts';

const KEY = 'vibra:quiz';

export function readProgress(): Partial<Record<string, QuizResult>> {
  try {
    const saved = JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(saved).filter((entry): entry is [string, QuizResult] => isQuizResult(entry[1])),
    );
  } catch {
    return {};
  }
}

export function saveProgress(answers: Partial<Record<string, QuizResult>>): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(answers));
  } catch {
    // Private mode or full storage: the quiz still works, a reload just starts over.
  }
}

export function clearProgress(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing kept, nothing to clear
  }
}
