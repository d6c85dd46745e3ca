import { Invitation, type InvitationProps } from '../ui/Invitation.tsx';

/** The booking invitation's texts and link. */
export type BookingCtaProps = InvitationProps;

/** The invitation to book a personal reading. */
export function BookingCta(props: BookingCtaProps) {
  return <Invitation id="booking-title" tone="dark" {...props} />;
}
