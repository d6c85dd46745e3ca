-- Bookings (src/server/booking/): the owner's rules for taking them, her days off, and the
-- sessions visitors book. Two bookings can never hold overlapping time, buffers included: the
-- database refuses the second (an exclusion constraint), whatever the number of servers.
CREATE EXTENSION IF NOT EXISTS btree_gist;

-- One row: how the owner takes bookings, edited in the owner's area. Missing: the defaults of
-- src/server/booking/booking-rules.ts.
CREATE TABLE booking_settings (
  id                    smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  time_zone             text NOT NULL,
  -- { "1": [{ "start": "09:00", "end": "12:00" }, …], … } by ISO weekday (1 Monday).
  weekly_hours          jsonb NOT NULL,
  buffer_before_minutes smallint NOT NULL CHECK (buffer_before_minutes BETWEEN 0 AND 240),
  buffer_after_minutes  smallint NOT NULL CHECK (buffer_after_minutes BETWEEN 0 AND 240),
  minimum_notice_hours  smallint NOT NULL CHECK (minimum_notice_hours BETWEEN 0 AND 720),
  horizon_days          smallint NOT NULL CHECK (horizon_days BETWEEN 1 AND 365),
  daily_maximum         smallint NOT NULL CHECK (daily_maximum BETWEEN 1 AND 24),
  updated_at            timestamptz NOT NULL DEFAULT now()
);

-- Whole days the owner does not work, in her time zone.
CREATE TABLE booking_dates_off (
  day        date PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE bookings (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- What the visitor and the owner call it, and the Pix transaction id: letters and digits only.
  reference     text NOT NULL UNIQUE CHECK (reference ~ '^[A-Z0-9]{6,25}$'),
  -- The bookable service (src/content/booking/services.yaml).
  service       text NOT NULL,
  status        text NOT NULL CHECK (status IN ('awaiting_payment', 'confirmed', 'paid', 'cancelled', 'released', 'no_show')),
  starts_at     timestamptz NOT NULL,
  ends_at       timestamptz NOT NULL CHECK (ends_at > starts_at),
  -- The session with the buffers kept around it when it was booked: what no other booking may touch.
  blocked       tstzrange NOT NULL,
  name          text NOT NULL,
  email         text NOT NULL,
  phone         text,
  -- May speak of health or belief (LGPD art. 5 II): used for the session only, emptied after it.
  note          text,
  locale        text NOT NULL CHECK (locale IN ('en', 'pt', 'es', 'it')),
  -- The visitor's time zone, for the mails' times.
  time_zone     text NOT NULL,
  -- The price as offered when booked, in the smallest unit of its currency; NULL for a free session.
  price_cents   integer CHECK (price_cents >= 0),
  currency      text CHECK (currency ~ '^[A-Z]{3}$'),
  consented_at  timestamptz NOT NULL,
  -- Raised on every change, for the calendar invitation's SEQUENCE.
  sequence      integer NOT NULL DEFAULT 0,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  -- Only bookings that hold their time are kept apart; a cancelled or released one frees it.
  CONSTRAINT bookings_no_overlap EXCLUDE USING gist (blocked WITH &&)
    WHERE (status IN ('awaiting_payment', 'confirmed', 'paid'))
);
-- The free-times question: what is taken in a window.
CREATE INDEX bookings_starts_at ON bookings (starts_at) WHERE status IN ('awaiting_payment', 'confirmed', 'paid');
CREATE INDEX bookings_email ON bookings (lower(email));
