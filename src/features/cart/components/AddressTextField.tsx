import { useTranslation } from '../../../i18n/use-translation.tsx';
import type { Address } from '../../../state/addresses.ts';
import { fieldValue, isFieldMissing, isRequired, type TextField } from '../model/address-form.ts';

interface AddressTextFieldProps {
  /** The form's id, prefixed to each field's. */
  formId: string;
  name: TextField;
  label: string;
  draft: Address;
  /** Whether the guest tried to save: only then is a missing required field marked. */
  touched: boolean;
  autoComplete?: string;
  disabled?: boolean;
  onChange: (patch: Partial<Address>) => void;
}

/** One text field of the address form, marked required and invalid where it must be filled in. */
export function AddressTextField({ formId, name, label, draft, touched, ...options }: AddressTextFieldProps) {
  const { t } = useTranslation();
  const id = `${formId}-${name}`;
  const required = isRequired(name);
  const invalid = touched && isFieldMissing(draft, name);
  return (
    <div className="ck-field">
      <label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input
        id={id}
        name={name}
        value={fieldValue(draft, name)}
        required={required}
        aria-invalid={invalid}
        aria-describedby={invalid ? `${id}-error` : undefined}
        disabled={options.disabled}
        {...(options.autoComplete ? { autoComplete: options.autoComplete } : {})}
        onChange={(event) => options.onChange({ [name]: event.target.value })}
      />
      {invalid ? (
        <span id={`${id}-error`} className="ck-hint-error">
          {t('validation.required')}
        </span>
      ) : null}
    </div>
  );
}
