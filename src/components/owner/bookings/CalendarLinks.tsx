/**
 * The owner's two calendar addresses: her own calendar's private ICS address, whose busy times
 * hide free times (saved or dropped), and the private feed of her bookings for her phone's
 * calendar (made, or made anew to revoke the old; its address is shown once, with a copy button).
 */
import { useState } from 'react';
import type { Locale } from '../../../i18n/locales.ts';
import type { OwnerMessages } from '../../../i18n/owner/en.ts';
import { postOwner, StatusLine } from '../fields.tsx';

export interface CalendarLinksProps {
  locale: Locale;
  busyIcsUrl: string | null;
  hasFeed: boolean;
  texts: OwnerMessages['bookingSettings'];
  network: string;
}

const BUTTON = 'min-h-11 rounded-full border border-violet-700 px-4 font-semibold text-violet-700';

export default function CalendarLinks({
  locale,
  busyIcsUrl,
  hasFeed: initialFeed,
  texts,
  network,
}: CalendarLinksProps) {
  const [address, setAddress] = useState(busyIcsUrl ?? '');
  const [inUse, setInUse] = useState(busyIcsUrl !== null);
  const [hasFeed, setHasFeed] = useState(initialFeed);
  const [feed, setFeed] = useState<string | null>(null);
  const [status, setStatus] = useState<{ text: string; failed: boolean } | null>(null);

  async function saveBusy(value: string | null) {
    const answer = await postOwner('/api/admin/booking-calendar', { locale, busyIcsUrl: value }, network);
    if (!answer.ok) return setStatus({ text: answer.message, failed: true });
    setInUse(value !== null);
    if (value === null) setAddress('');
    setStatus({ text: value === null ? texts.busyRemoved : texts.busySaved, failed: false });
  }

  async function makeFeed() {
    const answer = await postOwner<{ outcome: string; address: string }>(
      '/api/admin/booking-calendar/feed',
      { locale },
      network,
    );
    if (!answer.ok) return setStatus({ text: answer.message, failed: true });
    setFeed(answer.body.address);
    setHasFeed(true);
    setStatus(null);
  }

  return (
    <>
      <h3 className="mt-4 text-lg font-semibold text-ink">{texts.busyHeading}</h3>
      <p className="mt-1 text-ink-soft">{texts.busyIntro}</p>
      <form
        className="mt-2"
        onSubmit={(event) => {
          event.preventDefault();
          void saveBusy(address.trim());
        }}
      >
        <label className="block">
          <span className="block font-medium text-ink">{texts.busyUrl}</span>
          <input
            type="url"
            required
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            value={address}
            onChange={(event) => setAddress(event.currentTarget.value)}
            className="mt-1 min-h-12 w-full rounded-xl border border-violet-100 bg-paper px-3 text-base text-ink"
          />
        </label>
        <div className="mt-2 flex flex-wrap gap-2">
          <button type="submit" className={BUTTON}>
            {texts.busySave}
          </button>
          {inUse && (
            <button type="button" className={BUTTON} onClick={() => saveBusy(null)}>
              {texts.busyRemove}
            </button>
          )}
        </div>
      </form>

      <h3 className="mt-6 text-lg font-semibold text-ink">{texts.feedHeading}</h3>
      <p className="mt-1 text-ink-soft">{texts.feedIntro}</p>
      <p className="mt-2 text-ink">{hasFeed ? texts.feedActive : texts.feedNone}</p>
      {feed && (
        <div className="mt-2 rounded-xl bg-mist p-3">
          <p className="text-ink">{texts.feedShown}</p>
          <p className="mt-1 break-all font-mono text-sm text-ink">{feed}</p>
          <button
            type="button"
            className={`${BUTTON} mt-2`}
            onClick={async () => {
              await navigator.clipboard?.writeText(feed);
              setStatus({ text: texts.feedCopied, failed: false });
            }}
          >
            {texts.feedCopy}
          </button>
        </div>
      )}
      <button type="button" className={`${BUTTON} mt-2`} onClick={makeFeed}>
        {hasFeed ? texts.feedRenew : texts.feedMake}
      </button>
      <StatusLine text={status?.text} failed={status?.failed} />
    </>
  );
}
