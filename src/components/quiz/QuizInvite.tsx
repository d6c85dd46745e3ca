import { Invitation, type InvitationProps } from '../ui/Invitation.tsx';

export type QuizInviteProps = InvitationProps;

/** "Which path fits you?" with a link to the quiz: on result pages, the home page, the blog, articles, about. */
export function QuizInvite(props: QuizInviteProps) {
  return <Invitation id="quiz-invite" tone="light" {...props} />;
}
