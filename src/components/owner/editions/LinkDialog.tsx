import type { Editor } from '@tiptap/core';
import { useState } from 'react';
import { AddressField } from './AddressField.tsx';
import type { NewsletterTexts } from './edition-texts.ts';
import { FormDialog } from './FormDialog.tsx';
import { linkAddressOf } from './link-address.ts';

export interface LinkDialogProps {
  open: boolean;
  editor: Editor;
  texts: NewsletterTexts;
  onClose: () => void;
}

/**
 * A link's address for the chosen words (or the link the cursor is in). With nothing chosen, the
 * address itself is written as the link's text, so a tap on the button never does nothing.
 */
export function LinkDialog({ open, editor, texts, onClose }: LinkDialogProps) {
  const [message, setMessage] = useState<string | null>(null);
  const current = open ? ((editor.getAttributes('link').href as string | undefined) ?? '') : '';

  function close() {
    setMessage(null);
    onClose();
  }

  function save(form: FormData) {
    const href = linkAddressOf(String(form.get('href') ?? ''));
    if (!href) return setMessage(texts.invalidAddress);
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !editor.isActive('link')) {
      const text = href.replace(/^mailto:/, '');
      chain.insertContent({ type: 'text', text, marks: [{ type: 'link', attrs: { href } }] }).run();
    } else {
      chain.setLink({ href }).run();
    }
    close();
  }

  function remove() {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    close();
  }

  return (
    <FormDialog
      open={open}
      heading={texts.linkDialog.heading}
      submitLabel={texts.linkDialog.save}
      cancelLabel={texts.cancel}
      message={message}
      onSubmit={save}
      onClose={close}
      extra={
        current && (
          <button type="button" onClick={remove} className="mt-6 min-h-12 px-4 font-semibold text-danger">
            {texts.linkDialog.remove}
          </button>
        )
      }
    >
      <AddressField
        id="edition-link-address"
        label={texts.linkDialog.address}
        hint={texts.linkDialog.addressHint}
        defaultValue={current}
        error={Boolean(message)}
      />
    </FormDialog>
  );
}
