import type { Editor } from '@tiptap/core';
import { type ChangeEvent, type Ref, useEffect, useRef, useState } from 'react';
import type { Locale } from '../../../i18n/locales.ts';
import { IMAGE_MAX_BYTES, IMAGE_TYPES } from '../../../lib/edition.ts';
import { Field } from '../fields.tsx';
import { uploadImage } from './edition-api.ts';
import type { EditionErrorTexts, NewsletterTexts } from './edition-texts.ts';
import { FormDialog } from './FormDialog.tsx';

/** The server's limit on a description (lib/edition-document.ts). */
const ALT_MAX = 300;

export interface ImageInsertProps {
  editor: Editor;
  locale: Locale;
  texts: NewsletterTexts;
  errors: EditionErrorTexts;
  /** The hidden file field the toolbar's image button opens. */
  inputRef: Ref<HTMLInputElement>;
}

/**
 * An image from the owner's phone or computer: its kind and size are checked here first (a 12 MB
 * photo is refused before it is sent over a phone's connection), then she describes it (required:
 * the mail is read aloud to some subscribers), then it is uploaded and put where the cursor was.
 */
export function ImageInsert({ editor, locale, texts, errors, inputRef }: ImageInsertProps) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The upload under way; cleared when the dialog closes, so an image cancelled mid-way is not put in.
  const uploading = useRef<File | null>(null);

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.currentTarget.files?.[0];
    // The same file chosen again after a refusal must fire a change again.
    event.currentTarget.value = '';
    if (!chosen) return;
    setRefusal(null);
    if (!(IMAGE_TYPES as readonly string[]).includes(chosen.type)) return setRefusal(errors.imageRejected);
    if (chosen.size > IMAGE_MAX_BYTES) return setRefusal(errors.imageTooLarge);
    setFile(chosen);
  }

  function close() {
    uploading.current = null;
    setFile(null);
    setPreview(null);
    setMessage(null);
    setBusy(false);
  }

  async function insert(form: FormData) {
    const alt = String(form.get('alt') ?? '').trim();
    if (!file) return;
    if (!alt) return setMessage(texts.imageDialog.altMissing);
    setBusy(true);
    setMessage(null);
    uploading.current = file;
    const answer = await uploadImage(file, locale, errors.network);
    if (uploading.current !== file) return;
    setBusy(false);
    if (!answer.ok) return setMessage(answer.message);
    const { src, width, height } = answer.body;
    // As the button does: the cursor goes on below the image, which stays in place.
    editor
      .chain()
      .focus()
      .insertContent([{ type: 'image', attrs: { src, alt, width, height } }, { type: 'paragraph' }])
      .run();
    close();
  }

  return (
    <>
      <input
        ref={inputRef}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        onChange={choose}
        className="hidden"
        tabIndex={-1}
        aria-hidden="true"
      />
      {refusal && (
        <p role="alert" className="mt-2 font-medium text-danger">
          {refusal}
        </p>
      )}
      <FormDialog
        open={file !== null}
        heading={texts.imageDialog.heading}
        submitLabel={texts.imageDialog.save}
        cancelLabel={texts.cancel}
        busy={busy}
        busyLabel={texts.imageDialog.uploading}
        message={message}
        onSubmit={insert}
        onClose={close}
      >
        {preview && <img src={preview} alt="" className="mt-4 max-h-48 w-auto rounded-xl" />}
        <Field
          id="edition-image-alt"
          name="alt"
          label={texts.imageDialog.alt}
          hint={texts.imageDialog.altHint}
          error={Boolean(message)}
          maxLength={ALT_MAX}
          required
        />
      </FormDialog>
    </>
  );
}
