import { useState } from 'react';

export interface RecoveryCodesProps {
  codes: string[];
  texts: { recoveryList: string; copy: string; copied: string };
}

/** Recovery codes shown once, in a list a screen reader names, with a button that copies them all. */
export function RecoveryCodes({ codes, texts }: RecoveryCodesProps) {
  const [copied, setCopied] = useState(false);
  return (
    <>
      <ol aria-label={texts.recoveryList} className="mt-4 grid grid-cols-2 gap-2 font-mono text-lg text-ink">
        {codes.map((code) => (
          <li key={code} className="rounded-lg bg-violet-50 px-3 py-2">
            {code}
          </li>
        ))}
      </ol>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button
          type="button"
          className="min-h-12 rounded-full border border-violet-700 px-6 font-semibold text-violet-700"
          onClick={async () => {
            await navigator.clipboard?.writeText(codes.join('\n')).catch(() => {});
            setCopied(true);
          }}
        >
          {texts.copy}
        </button>
        <span role="status" className="text-ink-soft">
          {copied ? texts.copied : ''}
        </span>
      </div>
    </>
  );
}
