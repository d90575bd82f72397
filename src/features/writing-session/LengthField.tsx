/** A length in whole minutes, saved when the field is left or Enter is pressed, if valid. */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../i18n/format';
import { LENGTH_BOUNDS, validLength } from './pomodoro-settings';
import type { SessionLengths } from './session-machine';

export function LengthField({
  kind,
  label,
  value,
  onCommit,
}: {
  kind: keyof SessionLengths;
  label: string;
  value: number;
  onCommit: (minutes: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [error, setError] = useState(false);
  const { min, max } = LENGTH_BOUNDS[kind];
  const ref = useRef<HTMLInputElement>(null);
  // A value saved elsewhere (another tab, a reopened book) shows unless the author is typing.
  useEffect(() => {
    const input = ref.current;
    if (input && document.activeElement !== input) input.value = String(value);
  }, [value]);
  const commit = (input: HTMLInputElement) => {
    const minutes = validLength(kind, input.value);
    setError(minutes === null);
    if (minutes !== null && minutes !== value) onCommit(minutes);
  };
  return (
    <div className="field session-length">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        ref={ref}
        defaultValue={value}
        aria-invalid={error || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onBlur={(e) => commit(e.currentTarget)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit(e.currentTarget);
        }}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="form-error">
          {t('writingSession.length_error', {
            min: formatNumber(i18n.language, min),
            max: formatNumber(i18n.language, max),
          })}
        </p>
      )}
    </div>
  );
}
