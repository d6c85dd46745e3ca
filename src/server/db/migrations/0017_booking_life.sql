-- A booking's life after it is made (src/server/booking/): paid, cancelled (by whom), reminded,
-- warned before an unpaid booking is released, the owner's own notes; and the owner's policies
-- for it, with her private calendar addresses. The visitor's note is emptied after the session
-- (NOTE_RETENTION_DAYS): note_deleted_at says it was, so the owner's list can say so too.
ALTER TABLE bookings
  ADD COLUMN paid_at                 timestamptz,
  ADD COLUMN cancelled_at            timestamptz,
  ADD COLUMN cancelled_by            text CHECK (cancelled_by IN ('visitor', 'owner', 'release')),
  ADD COLUMN reminder_sent_at        timestamptz,
  ADD COLUMN release_notice_sent_at  timestamptz,
  ADD COLUMN owner_notes             text CHECK (length(owner_notes) <= 4000),
  ADD COLUMN note_deleted_at         timestamptz;

-- The scheduled work scans these: reminders and releases to send, notes to empty.
CREATE INDEX bookings_awaiting_payment ON bookings (created_at) WHERE status = 'awaiting_payment';

ALTER TABLE booking_settings
  -- Hours before a session its reminder goes out.
  ADD COLUMN reminder_hours         smallint NOT NULL DEFAULT 24 CHECK (reminder_hours BETWEEN 1 AND 168),
  -- Until how many hours before a session the visitor may move or cancel it.
  ADD COLUMN change_cutoff_hours    smallint NOT NULL DEFAULT 24 CHECK (change_cutoff_hours BETWEEN 0 AND 168),
  -- Hours after booking an unpaid session is released, and how long before that the visitor is told.
  ADD COLUMN unpaid_release_hours   smallint NOT NULL DEFAULT 48 CHECK (unpaid_release_hours BETWEEN 1 AND 720),
  ADD COLUMN release_notice_hours   smallint NOT NULL DEFAULT 12 CHECK (release_notice_hours BETWEEN 1 AND 168);

-- The owner's private calendar addresses, one row: the ICS export of her own calendar whose busy
-- times hide free times, and the secret of the feed her phone reads (revoked by replacing it).
CREATE TABLE booking_calendar (
  id                smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  busy_ics_url      text CHECK (busy_ics_url ~ '^(https?|webcal)://'),
  feed_token_hash   text,
  updated_at        timestamptz NOT NULL DEFAULT now()
);
