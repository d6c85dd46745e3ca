import type { Editor } from '@tiptap/core';
import { useState } from 'react';
import { Field } from '../fields.tsx';
import { AddressField } from './AddressField.tsx';
import type { NewsletterTexts } from './edition-texts.ts';
import { chosenEmailButton } from './email-button-node.ts';
import { FormDialog } from './FormDialog.tsx';
import { linkAddressOf } from './link-address.ts';

/** The server's limit on a button's text (lib/edition-document.ts). */
const LABEL_MAX = 80;

export interface ButtonDialogProps {
  open: boolean;
  editor: Editor;
  texts: NewsletterTexts;
  onClose: () => void;
}

/** A button's text and address: a new button at the cursor, or the chosen one changed. */
export function ButtonDialog({ open, editor, texts, onClose }: ButtonDialogProps) {
  const [message, setMessage] = useState<string | null>(null);
  const [wrong, setWrong] = useState<'label' | 'href' | null>(null);
  const chosen = (open && chosenEmailButton(editor.state.selection)) || { href: '', label: '' };

  function close() {
    setMessage(null);
    setWrong(null);
    onClose();
  }

  function save(form: FormData) {
    const label = String(form.get('label') ?? '').trim();
    const href = linkAddressOf(String(form.get('href') ?? ''));
    if (!label) {
      setWrong('label');
      return setMessage(texts.labelMissing);
    }
    if (!href) {
      setWrong('href');
      return setMessage(texts.invalidAddress);
    }
    editor.chain().focus().setEmailButton({ href, label }).run();
    close();
  }

  return (
    <FormDialog
      open={open}
      heading={texts.buttonDialog.heading}
      intro={texts.buttonDialog.intro}
      submitLabel={texts.buttonDialog.save}
      cancelLabel={texts.cancel}
      message={message}
      onSubmit={save}
      onClose={close}
    >
      <Field
        id="edition-button-label"
        name="label"
        label={texts.buttonDialog.label}
        defaultValue={chosen.label}
        error={wrong === 'label'}
        maxLength={LABEL_MAX}
        required
      />
      <AddressField
        id="edition-button-href"
        label={texts.buttonDialog.address}
        hint={texts.linkDialog.addressHint}
        defaultValue={chosen.href}
        error={wrong === 'href'}
      />
    </FormDialog>
  );
}
