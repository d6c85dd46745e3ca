import { Field } from '../fields.tsx';
import { LINK_MAX_LENGTH } from './link-address.ts';

export interface AddressFieldProps {
  id: string;
  label: string;
  hint: string;
  defaultValue: string;
  error: boolean;
}

/**
 * A link's or a button's address (`href`), as typed for linkAddressOf (link-address.ts) to read:
 * the phone offers its address keyboard and neither capitalises nor corrects it.
 */
export function AddressField({ id, label, hint, defaultValue, error }: AddressFieldProps) {
  return (
    <Field
      id={id}
      name="href"
      label={label}
      hint={hint}
      defaultValue={defaultValue}
      error={error}
      inputMode="url"
      autoComplete="off"
      autoCapitalize="none"
      spellCheck="false"
      maxLength={LINK_MAX_LENGTH}
      required
    />
  );
}
