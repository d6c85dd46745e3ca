-- Booking mail (src/server/booking/booking-mail.ts): the visitor's confirmation, reminder and
-- cancellation, and the owner's notice, each with a calendar invitation and, for a Pix payment,
-- the QR code shown inside the mail.

-- The files a mail carries, written when the mail is queued and sent as they are:
-- [{ "filename", "contentType", "content" (base64), "cid" (an image the HTML shows) }, …].
-- Stored with the mail rather than made again at send time: the invitation's SEQUENCE and the Pix
-- code must be the ones the mail's text speaks of, even if the booking changes before it goes.
ALTER TABLE email_outbox ADD COLUMN attachments jsonb NOT NULL DEFAULT '[]';

-- The booking a mail is about: its waiting mail is cancelled when the booking changes, and
-- deleting a booking deletes its mail.
ALTER TABLE email_outbox ADD COLUMN booking_id bigint REFERENCES bookings (id) ON DELETE CASCADE;
CREATE INDEX email_outbox_booking ON email_outbox (booking_id) WHERE booking_id IS NOT NULL;

ALTER TABLE email_outbox DROP CONSTRAINT email_outbox_kind_check;
ALTER TABLE email_outbox ADD CONSTRAINT email_outbox_kind_check
  CHECK (kind IN ('welcome', 'confirm', 'quiz-guide', 'privacy-link', 'owner-password-reset', 'edition', 'edition-test',
    'booking-confirmation', 'booking-reminder', 'booking-cancellation', 'booking-owner-notice'));
