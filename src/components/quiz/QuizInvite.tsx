import type { InvitationProps } from '../../site/view-models/shared.ts';
import { Invitation } from '../ui/Invitation.tsx';

/** "Which path fits you?" with a link to the quiz: on result pages, the home page, the blog, articles, about. */
export function QuizInvite(props: InvitationProps) {
  return <Invitation id="quiz-invite" tone="light" {...props} />;
}
