import type { BookDetailsProps } from '../../site/view-models/booking.ts';
import { PageShell } from '../page/PageShell.tsx';
import { RefusalNotice } from './RefusalNotice.tsx';

const FIELD_TYPES = { name: 'text', email: 'email', phone: 'tel', note: 'text' } as const;
const AUTOCOMPLETE = { name: 'name', email: 'email', phone: 'tel', note: 'off' } as const;

/**
 * The details step: the chosen time (also in the owner's zone), and a plain form that posts the
 * booking. A refused post comes back here with the reason, the nearest free times and every
 * field as the visitor left it.
 */
export function BookDetailsPage({ title, chosen, inOwnerTime, otherTime, refusal, form }: BookDetailsProps) {
  return (
    <PageShell title={title} intro={chosen}>
      <div className="max-w-2xl">
        {inOwnerTime && <p className="text-ink-soft">{inOwnerTime}</p>}
        <p className="mt-2">
          <a href={otherTime.href} className="font-semibold text-violet-700 underline underline-offset-4">
            {otherTime.label}
          </a>
        </p>
        {refusal && <RefusalNotice {...refusal} />}
        <form method="post" action={form.action} className="mt-8 space-y-5">
          {Object.entries(form.hidden).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          {form.fields.map((field) => {
            const id = `booking-${field.name}`;
            const hint = field.hint ? `${id}-hint` : undefined;
            const required = field.name === 'name' || field.name === 'email';
            const common = {
              id,
              name: field.name,
              defaultValue: field.value,
              required,
              'aria-describedby': hint,
              className: 'mt-1 block w-full rounded-lg border border-violet-300 bg-paper p-3 text-ink',
            };
            return (
              <div key={field.name}>
                <label htmlFor={id} className="font-semibold text-violet-900">
                  {field.label}
                </label>
                {field.name === 'note' ? (
                  <textarea {...common} rows={4} maxLength={2000} />
                ) : (
                  <input
                    {...common}
                    type={FIELD_TYPES[field.name]}
                    autoComplete={AUTOCOMPLETE[field.name]}
                    maxLength={field.name === 'phone' ? 32 : 254}
                  />
                )}
                {hint && (
                  <p id={hint} className="mt-1 text-sm text-ink-soft">
                    {field.hint}
                  </p>
                )}
              </div>
            );
          })}
          {form.modes && (
            <fieldset>
              <legend className="font-semibold text-violet-900">{form.modes.legend}</legend>
              {form.modes.options.map((option) => (
                <label key={option.value} className="mt-2 flex items-center gap-3 text-ink">
                  <input
                    type="radio"
                    name="mode"
                    value={option.value}
                    defaultChecked={option.checked}
                    className="size-5"
                  />
                  {option.label}
                </label>
              ))}
            </fieldset>
          )}
          <div className="flex items-start gap-3">
            <input
              id="booking-consent"
              name="consent"
              type="checkbox"
              required
              defaultChecked={form.consent.checked}
              className="mt-1 size-5"
            />
            <label htmlFor="booking-consent" className="text-sm text-ink">
              {form.consent.label}{' '}
              <a href={form.consent.privacy.href} className="text-violet-700 underline underline-offset-4">
                {form.consent.privacy.label}
              </a>
            </label>
          </div>
          <button
            type="submit"
            className="rounded-full bg-violet-900 px-6 py-3 font-semibold text-paper hover:bg-violet-700"
          >
            {form.submit}
          </button>
        </form>
      </div>
    </PageShell>
  );
}
