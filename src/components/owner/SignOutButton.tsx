import { useState } from 'react';
import type { Locale } from '../../i18n/locales.ts';
import { postOwner } from './fields.tsx';

/** Signs the owner out here (this browser's session ends on the server) and goes to sign-in. */
export default function SignOutButton({ locale, label, network }: { locale: Locale; label: string; network: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <>
      <button
        type="button"
        className="min-h-11 rounded-full border border-violet-200 px-4 text-sm font-semibold text-violet-100 hover:bg-violet-900"
        onClick={async () => {
          const answer = await postOwner('/api/admin/sign-out', { locale }, network);
          if (answer.ok && answer.body.next) window.location.assign(answer.body.next);
          else setFailed(answer.ok ? null : answer.message);
        }}
      >
        {label}
      </button>
      {failed && (
        <p role="alert" className="text-sm text-gold-100">
          {failed}
        </p>
      )}
    </>
  );
}
