import { type ReactNode, type SubmitEvent, useEffect, useId, useRef } from 'react';
import { FormMessage, SubmitButton } from '../fields.tsx';

export interface FormDialogProps {
  open: boolean;
  heading: string;
  intro?: string;
  submitLabel: string;
  cancelLabel: string;
  busy?: boolean;
  busyLabel?: string;
  /** The dialog's refusal (a field left empty, an upload refused). */
  message: string | null;
  onSubmit: (form: FormData) => void;
  /** Closed by Cancel or Escape. */
  onClose: () => void;
  /** Another action beside the main one (remove the link). */
  extra?: ReactNode;
  children: ReactNode;
}

/**
 * A small modal form: what the toolbar asks (a link's address, a button, an image's description),
 * or the question before sending. A native `<dialog>`: it keeps focus inside, closes on Escape, and
 * gives focus back to the button that opened it. Its fields are made afresh each time it opens, so
 * none keeps an old value.
 */
export function FormDialog({
  open,
  heading,
  intro,
  submitLabel,
  cancelLabel,
  busy = false,
  busyLabel = submitLabel,
  message,
  onSubmit,
  onClose,
  extra,
  children,
}: FormDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (open && !dialog?.open) dialog?.showModal();
    if (!open && dialog?.open) dialog.close();
  }, [open]);

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit(new FormData(event.currentTarget));
  }

  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-heading`}
      onClose={onClose}
      className="m-auto w-[min(28rem,calc(100%-2rem))] rounded-2xl bg-paper p-6 shadow-xl backdrop:bg-black/40"
    >
      {open && (
        <form onSubmit={submit} noValidate>
          <h2 id={`${id}-heading`} className="font-display text-2xl text-ink">
            {heading}
          </h2>
          {intro && <p className="mt-2 text-ink-soft">{intro}</p>}
          {children}
          <FormMessage id={`${id}-message`} text={message} />
          <div className="flex flex-wrap items-center gap-x-4">
            <SubmitButton busy={busy} busyLabel={busyLabel}>
              {submitLabel}
            </SubmitButton>
            {extra}
            <button type="button" className="mt-6 min-h-12 px-4 text-violet-700 underline" onClick={onClose}>
              {cancelLabel}
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}
