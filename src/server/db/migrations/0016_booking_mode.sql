-- Where a booked session happens, as the visitor chose it: online (the video-call address) or in
-- person (the owner's address); the mails, the invitation and the reminders say it.
ALTER TABLE bookings ADD COLUMN mode text NOT NULL DEFAULT 'online' CHECK (mode IN ('online', 'in-person'));
