/** Labelled form controls shared by the Book info and Copyright pages. */
import { type HTMLInputTypeAttribute, useId } from 'react';

export interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: (() => void) | undefined;
  onFocus?: (() => void) | undefined;
  multiline?: boolean | undefined;
  type?: HTMLInputTypeAttribute | undefined;
  autoComplete?: string | undefined;
  /** Id of a hint or error element that describes the control. */
  describedBy?: string | undefined;
  hint?: string | undefined;
  /** Example text shown while the field is empty (never stored). */
  placeholder?: string | undefined;
}

/** A text input (or textarea) with a visible label and an optional hint. */
export function TextField({
  label,
  value,
  onChange,
  onBlur,
  onFocus,
  multiline,
  type = 'text',
  autoComplete,
  describedBy,
  hint,
  placeholder,
}: TextFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const described = [hintId, describedBy].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    value,
    onBlur,
    onFocus,
    'aria-describedby': described,
    autoComplete: autoComplete ?? 'off',
    // Text in another script than the interface's keeps its own direction (and punctuation side).
    dir: 'auto',
    placeholder,
  };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea {...common} rows={3} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} type={type} onChange={(e) => onChange(e.target.value)} />
      )}
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
    </div>
  );
}

export interface CheckboxFieldProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A checkbox with its label after it. */
export function CheckboxField({ label, checked, onChange }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className="checkbox-field">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
