/**
 * The edition's call-to-action button ("Book a session"): one link drawn as a button in the mail.
 * An atom (its label is an attribute, not editable text), so it is chosen and changed as a whole
 * from the toolbar's dialog, and can never hold the marks or nodes the server refuses inside it.
 */
import { mergeAttributes, Node } from '@tiptap/core';
import { NodeSelection, type Selection } from '@tiptap/pm/state';

/** A button's address and text. */
export interface EmailButtonAttributes {
  href: string;
  label: string;
}

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    emailButton: {
      /** Puts a button where the cursor is, or changes the chosen one. */
      setEmailButton: (attributes: EmailButtonAttributes) => ReturnType;
    };
  }
}

/** The button the selection holds (chosen as a whole), or null: what `setEmailButton` changes. */
export function chosenEmailButton(selection: Selection): EmailButtonAttributes | null {
  return selection instanceof NodeSelection && selection.node.type.name === 'emailButton'
    ? (selection.node.attrs as EmailButtonAttributes)
    : null;
}

export const EmailButton = Node.create({
  name: 'emailButton',
  group: 'block',
  atom: true,
  selectable: true,

  addAttributes() {
    return {
      href: { default: '' },
      // The button's text is its content in HTML, not an attribute of the element.
      label: { default: '', parseHTML: (element) => element.textContent?.trim() ?? '', renderHTML: () => ({}) },
    };
  },

  parseHTML() {
    // Above the link mark's `a[href]`, so a copied and pasted button stays a button.
    return [{ tag: 'a[data-email-button]', priority: 100 }];
  },

  renderHTML({ node, HTMLAttributes }) {
    const attributes = mergeAttributes(HTMLAttributes, {
      'data-email-button': '',
      class: 'my-4 block w-fit rounded-full bg-violet-700 px-6 py-3 font-semibold text-white no-underline',
    });
    return ['a', attributes, String(node.attrs.label)];
  },

  addCommands() {
    return {
      setEmailButton:
        (attributes) =>
        ({ commands, state }) => {
          if (chosenEmailButton(state.selection)) return commands.updateAttributes(this.name, attributes);
          // A paragraph after it takes the cursor: writing goes on below the button, and what is
          // inserted next (an image, say) does not replace a button left selected.
          return commands.insertContent([{ type: this.name, attrs: attributes }, { type: 'paragraph' }]);
        },
    };
  },
});
