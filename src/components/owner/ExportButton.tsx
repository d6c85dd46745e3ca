import { useState } from 'react';
import type { Locale } from '../../i18n/locales.ts';
import { type FreshCodeTexts, useFreshCode } from './fresh-code.tsx';

export interface ExportButtonProps {
  locale: Locale;
  /** The export's address with the list's filters. */
  href: string;
  label: string;
  done: string;
  freshCodeTexts: FreshCodeTexts;
}

/**
 * Downloads the filtered list as CSV. An export wants a code given in the last 10 minutes: the
 * file is fetched, and on `codeNeeded` the code is asked and the download tried again.
 */
export default function ExportButton({ locale, href, label, done, freshCodeTexts }: ExportButtonProps) {
  const [status, setStatus] = useState<string | null>(null);
  const { run, dialog } = useFreshCode(locale, freshCodeTexts);

  async function download() {
    setStatus(null);
    await run(async () => {
      let response: Response;
      try {
        response = await fetch(href, { headers: { Accept: 'text/csv' } });
      } catch {
        setStatus(freshCodeTexts.network);
        return { codeNeeded: false };
      }
      if (!response.ok) {
        const body = (await response.json().catch(() => ({}))) as { outcome?: string; message?: string };
        if (body.outcome === 'codeNeeded') return { codeNeeded: true };
        setStatus(body.message ?? freshCodeTexts.network);
        return { codeNeeded: false };
      }
      const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? 'export.csv';
      const link = document.createElement('a');
      link.href = URL.createObjectURL(await response.blob());
      link.download = name;
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
      setStatus(done);
      return { codeNeeded: false };
    });
  }

  return (
    <>
      <button
        type="button"
        onClick={download}
        className="min-h-12 rounded-full bg-violet-700 px-5 font-semibold text-white hover:bg-violet-900"
      >
        {label}
      </button>
      <p role="status" className="mt-2 min-h-6 text-ink-soft">
        {status}
      </p>
      {dialog}
    </>
  );
}
