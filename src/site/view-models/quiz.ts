/** View models of the quiz: the quiz island, its page, each result's page, the guides and the tiebreakers. */
import type { Messages } from '../../i18n/messages/index.ts';
import type { QuizResult } from '../../lib/quiz/results.ts';
import type { InvitationProps } from './shared.ts';

/** One question as the quiz shows it. */
export interface QuizQuestion {
  id: string;
  prompt: string;
  options: { result: QuizResult; label: string }[];
}

/** The quiz messages the flow shows: only these travel in the island's props. */
export const QUIZ_FLOW_LABELS = [
  ...['back', 'chooseOne', 'decide', 'next', 'noScriptNote', 'progress', 'progressLabel'],
  ...['retake', 'seeResult', 'skip', 'tiebreakerTitle', 'transitionLabel'],
] as const satisfies readonly (keyof Messages['quiz'])[];

/** The quiz island's props. */
export interface QuizFlowProps {
  locale: string;
  labels: Pick<Messages['quiz'], (typeof QUIZ_FLOW_LABELS)[number]>;
  welcome: { intro: string; duration: string; guideNote: string; start: string };
  questions: QuizQuestion[];
  tiebreaker: { intro: string; prompt: string; options: QuizQuestion['options'] };
  transition: string[];
  /** Where the plain form sends its answers (the server scores them). */
  action: string;
  resultPaths: Record<QuizResult, string>;
}

/** The quiz page around the island. */
export interface QuizPageProps {
  title: string;
  /** Shown (by `:target`) when the plain form came back with an answer missing. */
  incomplete: string;
}

/** A result page's view model. */
export interface QuizResultPageProps {
  labels: Messages['quiz'];
  name: string;
  tagline: string;
  description: string[];
  thisWeek: string[];
  /** The site's pages on this path, best first. */
  reading: { title: string; href: string }[];
  booking: InvitationProps;
  quizHref: string;
  guide: { heading: string; text: string; thankYouTitle: string };
}

/** The result page's guide-by-e-mail island. */
export interface QuizGuideFormProps {
  locale: string;
  result: QuizResult;
  action: string;
  labels: Pick<
    Messages['quiz'],
    'captureEmailLabel' | 'captureNewsletter' | 'captureSubmit' | 'captureSending' | 'thankYouTitle' | 'thankYouText'
  > & { invalidEmail: string; connection: string };
}

/** A result's free guide, as a page. */
export interface QuizGuidePageProps {
  eyebrow: string;
  title: string;
  subtitle: string;
  intro: string;
  sections: { heading: string; paragraphs: string[]; steps?: string[] }[];
  closing: string;
  booking: InvitationProps;
  /** The same guide as a PDF, to keep or print. */
  pdf: { href: string; label: string };
}

/** The plain (no JavaScript) quiz's tiebreaker page. */
export interface QuizTiebreakerPageProps {
  locale: string;
  labels: Messages['quiz'];
  intro: string;
  prompt: string;
  /** Only the tied results' options. */
  options: QuizQuestion['options'];
  /** The tie's key, sent back so the server knows which answers may decide. */
  tie: string;
  action: string;
}
