import type { Ref } from 'react';

/**
 * One text field of the profile's forms (the profile form, the birthday dialog): its label, and, where the
 * field is validated (`error` not undefined), the error line it is described by, a polite live region that
 * stays in the page while empty so a new error is announced.
 */
export function ProfileTextField({
  id,
  name,
  label,
  value,
  error,
  inputRef,
  required = false,
  autoComplete,
  inputMode,
  placeholder,
  onValue,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  error?: string | null;
  inputRef?: Ref<HTMLInputElement>;
  required?: boolean;
  autoComplete: string;
  inputMode?: 'numeric';
  placeholder?: string;
  onValue: (value: string) => void;
}) {
  const validated = error !== undefined;
  return (
    <div className="pf-field">
      <label htmlFor={id}>{label}</label>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="text"
        autoComplete={autoComplete}
        required={required}
        inputMode={inputMode}
        placeholder={placeholder}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={validated ? `${id}-error` : undefined}
        onChange={(event) => onValue(event.currentTarget.value)}
      />
      {validated ? (
        <p id={`${id}-error`} className="pf-error" aria-live="polite">
          {error}
        </p>
      ) : null}
    </div>
  );
}
