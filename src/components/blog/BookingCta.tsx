import type { InvitationProps } from '../../site/view-models/shared.ts';
import { Invitation } from '../ui/Invitation.tsx';

/** The invitation to book a personal reading. */
export function BookingCta(props: InvitationProps) {
  return <Invitation id="booking-title" tone="dark" {...props} />;
}
