import { useCallback, useEffect, useRef, useState } from 'react';
import { format } from '../../i18n/messages/index.ts';
import { isQuizResult, QUIZ_QUESTION_IDS, type QuizQuestionId, type QuizResult } from '../../lib/quiz/results.ts';
import { scoreQuiz } from '../../lib/quiz/scoring.ts';
import type { QuizFlowProps, QuizQuestion } from '../../site/view-models/quiz.ts';
import { ProgressBar } from '../ui/ProgressBar.tsx';
import { primaryButton, QuestionFieldset, secondaryButton, stepId } from './QuizForm.tsx';
import { forgetReportedSteps, reportStep } from './quiz-funnel.ts';
import { clearProgress, readProgress, saveProgress } from './quiz-progress.ts';

type Step = 'welcome' | number | 'tiebreaker';
type Answers = Partial<Record<string, QuizResult>>;

/** The whole transition lasts about three seconds, one line a second. */
const LINE_MS = 1000;
const TIEBREAKER_ID = 'quiz-tiebreaker';

/** The step a URL fragment names (`#quiz-q3` → 2), or null. */
function stepFromHash(hash: string, questions: QuizQuestion[]): Step | null {
  if (hash === `#${TIEBREAKER_ID}`) return 'tiebreaker';
  const index = questions.findIndex((question) => hash === `#${stepId(question.id)}`);
  return index >= 0 ? index : null;
}

/**
 * The quiz. Server-rendered (and without JavaScript) it is one plain form: the welcome, then six
 * fieldsets of radios, posted to the server, which answers with the tiebreaker or the result page.
 * Once its code is there, this island turns it into one question a screen: each step has
 * its own URL fragment (so Back and Forward move between steps, and a reload resumes), answers are
 * kept for the tab (sessionStorage), a tie asks the tiebreaker with only the tied results, and a
 * short, skippable transition leads to the result page.
 */
export default function QuizFlow({
  locale,
  labels,
  welcome,
  questions,
  tiebreaker,
  transition,
  action,
  resultPaths,
}: QuizFlowProps) {
  const [stepped, setStepped] = useState(false);
  const [step, setStep] = useState<Step>('welcome');
  const [answers, setAnswers] = useState<Answers>({});
  const [missing, setMissing] = useState(false);
  const [revealing, setRevealing] = useState<QuizResult | null>(null);
  const [line, setLine] = useState(0);
  // The step's height when the transition began: the transition keeps it, so nothing below moves.
  const [revealHeight, setRevealHeight] = useState<number>();
  const formRef = useRef<HTMLFormElement>(null);
  const stepRef = useRef<HTMLDivElement>(null);

  // Take over: keep anything chosen in the plain form or earlier in this tab, and start where the
  // URL says (a reload, Back into the quiz) or at the first unanswered question.
  useEffect(() => {
    const chosen: Answers = { ...readProgress() };
    if (formRef.current) {
      for (const [name, value] of new FormData(formRef.current)) if (isQuizResult(value)) chosen[name] = value;
    }
    const firstOpen = questions.findIndex((question) => !chosen[question.id]);
    const fromUrl = stepFromHash(location.hash, questions);
    setAnswers(chosen);
    setStep(fromUrl ?? (Object.keys(chosen).length > 0 || location.hash ? Math.max(firstOpen, 0) : 'welcome'));
    setStepped(true);
    const onHash = () => {
      setMissing(false);
      setStep(stepFromHash(location.hash, questions) ?? 'welcome');
    };
    // Back from the result page (restored from the page cache): the quiz, not the transition.
    const onShow = (event: PageTransitionEvent) => event.persisted && setRevealing(null);
    addEventListener('hashchange', onHash);
    addEventListener('pageshow', onShow);
    return () => {
      removeEventListener('hashchange', onHash);
      removeEventListener('pageshow', onShow);
    };
  }, [questions]);

  // Each new step is announced: focus goes to its chosen (or first) option, read with the legend.
  // The step is then shown whole, from the progress bar to its buttons, just under the header:
  // only the page scrolls (focus stays where a screen reader reads), and only when part of it is
  // out of view. The welcome is never focused: the island takes over without the visitor asking,
  // and focus must not jump away from where they are.
  useEffect(() => {
    const box = stepRef.current;
    if (!stepped || step === 'welcome' || !box) return;
    box.querySelector<HTMLElement>('input:checked, input, button')?.focus({ preventScroll: true });
    const { top, bottom } = box.getBoundingClientRect();
    if (top < Number.parseFloat(getComputedStyle(box).scrollMarginTop) || bottom > innerHeight) {
      box.scrollIntoView({ block: 'start' });
    }
  }, [step, stepped]);

  // The funnel: each step reached is counted once per quiz (counts only, nothing personal).
  useEffect(() => {
    if (!stepped || step === 'welcome') return;
    if (step === 'tiebreaker') return reportStep('tiebreaker', locale);
    if (step === 0) reportStep('started', locale);
    const id = questions[step]?.id;
    if (id && (QUIZ_QUESTION_IDS as readonly string[]).includes(id)) reportStep(id as QuizQuestionId, locale);
  }, [step, stepped, locale, questions]);

  // The transition: three lines, then the result page.
  useEffect(() => {
    if (!revealing) return;
    if (line >= transition.length) {
      location.assign(resultPaths[revealing]);
      return;
    }
    const timer = setTimeout(() => setLine((current) => current + 1), LINE_MS);
    return () => clearTimeout(timer);
  }, [revealing, line, transition.length, resultPaths]);

  const go = useCallback(
    (next: Step) => {
      location.hash =
        next === 'welcome' ? '' : next === 'tiebreaker' ? TIEBREAKER_ID : stepId(questions[next]?.id ?? '');
    },
    [questions],
  );

  const choose = (id: string, result: QuizResult) => {
    const next = { ...answers, [id]: result };
    setAnswers(next);
    setMissing(false);
    saveProgress(next);
  };

  const startOver = () => {
    clearProgress();
    forgetReportedSteps();
    setAnswers({});
    go(0);
  };

  const reveal = (result: QuizResult) => {
    reportStep('result', locale);
    setRevealHeight(stepRef.current?.offsetHeight);
    setLine(0);
    setRevealing(result);
  };

  const finish = () => {
    const outcome = scoreQuiz(questions.map((question) => answers[question.id] as QuizResult));
    if (outcome.kind === 'result') reveal(outcome.result);
    else go('tiebreaker');
  };

  const advance = () => {
    if (typeof step !== 'number') return;
    const question = questions[step];
    if (!question || !answers[question.id]) return setMissing(true);
    if (step + 1 < questions.length) go(step + 1);
    else finish();
  };

  if (!stepped) {
    return (
      <form ref={formRef} method="get" action={action} className="mt-8 space-y-12">
        <WelcomeText welcome={welcome} />
        <a href={`#${stepId(questions[0]?.id ?? '')}`} className={`inline-block ${primaryButton}`}>
          {welcome.start}
        </a>
        <input type="hidden" name="locale" value={locale} />
        <p className="text-ink-soft">{labels.noScriptNote}</p>
        {questions.map((question, index) => (
          <QuestionFieldset
            key={question.id}
            question={question}
            legend={format(labels.progress, { current: index + 1, total: questions.length })}
          />
        ))}
        <button type="submit" className={primaryButton}>
          {labels.seeResult}
        </button>
      </form>
    );
  }

  if (revealing) {
    return (
      <div
        className="mt-8 flex flex-col items-center justify-center rounded-[var(--radius-card)] bg-violet-900 p-8 text-center text-paper sm:p-12"
        style={{ minHeight: revealHeight }}
      >
        <p role="status" aria-label={labels.transitionLabel} className="text-xl font-semibold sm:text-2xl">
          {transition[Math.min(line, transition.length - 1)]}
        </p>
        <button
          type="button"
          onClick={() => location.assign(resultPaths[revealing])}
          className="mt-6 rounded-full border border-violet-300 px-5 py-2 text-sm font-semibold text-paper hover:bg-violet-800"
        >
          {labels.skip}
        </button>
      </div>
    );
  }

  if (step === 'welcome') {
    return (
      <div ref={stepRef} className="mt-8 space-y-8">
        <WelcomeText welcome={welcome} />
        <button type="button" className={primaryButton} onClick={() => go(0)}>
          {welcome.start}
        </button>
      </div>
    );
  }

  const errorId = 'quiz-step-error';
  if (step === 'tiebreaker') {
    const outcome = scoreQuiz(questions.map((question) => answers[question.id] as QuizResult));
    const tied = outcome.kind === 'tie' ? outcome.tied : [];
    const options = tiebreaker.options.filter((option) => tied.includes(option.result));
    const decide = () => {
      const picked = answers.tiebreaker;
      if (!picked || !tied.includes(picked)) return setMissing(true);
      reveal(picked);
    };
    // Reached without a tie (an old link, answers changed): back to the questions.
    if (options.length === 0) {
      return (
        <div ref={stepRef} className="mt-8 scroll-mt-20">
          <button type="button" className={primaryButton} onClick={() => go(0)}>
            {welcome.start}
          </button>
        </div>
      );
    }
    return (
      <div ref={stepRef} className="mt-8 scroll-mt-20 space-y-6">
        <h2 className="text-2xl font-semibold text-violet-900">{labels.tiebreakerTitle}</h2>
        <p className="text-ink-soft">{tiebreaker.intro}</p>
        <QuestionFieldset
          question={{ id: 'tiebreaker', prompt: tiebreaker.prompt, options }}
          legend={labels.tiebreakerTitle}
          chosen={answers.tiebreaker}
          onChoose={(result) => choose('tiebreaker', result)}
          describedBy={missing ? errorId : undefined}
        />
        <StepError id={errorId} shown={missing} text={labels.chooseOne} />
        <div className="flex flex-wrap gap-3">
          <button type="button" className={secondaryButton} onClick={() => history.back()}>
            {labels.back}
          </button>
          <button type="button" className={primaryButton} onClick={decide}>
            {labels.decide}
          </button>
        </div>
      </div>
    );
  }

  const question = questions[step];
  if (!question) return null;
  const last = step === questions.length - 1;
  return (
    <div ref={stepRef} className="mt-8 scroll-mt-20 space-y-6">
      <ProgressBar value={step + 1} max={questions.length} label={labels.progressLabel} className="rounded-full" />
      <QuestionFieldset
        key={question.id}
        question={question}
        legend={format(labels.progress, { current: step + 1, total: questions.length })}
        chosen={answers[question.id]}
        onChoose={(result) => choose(question.id, result)}
        describedBy={missing ? errorId : undefined}
      />
      <StepError id={errorId} shown={missing} text={labels.chooseOne} />
      <div className="flex flex-wrap gap-3">
        <button type="button" className={secondaryButton} onClick={() => go(step === 0 ? 'welcome' : step - 1)}>
          {labels.back}
        </button>
        <button type="button" className={primaryButton} onClick={advance}>
          {last ? labels.seeResult : labels.next}
        </button>
      </div>
      <button type="button" className="text-sm text-ink-soft underline" onClick={startOver}>
        {labels.retake}
      </button>
    </div>
  );
}

function WelcomeText({ welcome }: { welcome: QuizFlowProps['welcome'] }) {
  return (
    <div className="max-w-2xl space-y-3 text-lg text-ink-soft">
      <p>{welcome.intro}</p>
      <p className="font-semibold text-violet-900">{welcome.duration}</p>
      <p>{welcome.guideNote}</p>
    </div>
  );
}

function StepError({ id, shown, text }: { id: string; shown: boolean; text: string }) {
  return (
    <p id={id} role="alert" className="min-h-6 font-medium text-red-800">
      {shown ? text : ''}
    </p>
  );
}
