/** Auto-save settings in the tools column: on or off, and the interval in minutes. */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAtomValue } from '../../state/jotai';
import { autosaveControlsAtom } from './FileServices';

export function AutosaveSettings() {
  const { t } = useTranslation();
  const id = useId();
  const controls = useAtomValue(autosaveControlsAtom);
  const [error, setError] = useState<string | null>(null);
  if (!controls) return null;
  const { status } = controls;
  return (
    <div className="autosave-settings">
      <label className="radio">
        <input type="checkbox" checked={status.enabled} onChange={() => void controls.toggle()} />
        <span>{t('autosave.enabled')}</span>
      </label>
      <div className="field">
        <label htmlFor={id}>{t('autosave.interval')}</label>
        <input
          id={id}
          type="number"
          min={1}
          defaultValue={status.interval}
          key={status.interval}
          aria-describedby={error ? `${id}-error` : undefined}
          onBlur={(e) => {
            const minutes = Number.parseFloat(e.target.value);
            if (!(minutes > 0)) {
              setError(t('autosave.errors.invalid_interval'));
              return;
            }
            setError(null);
            void controls.setInterval(minutes);
          }}
        />
        {error && (
          <p id={`${id}-error`} role="alert" className="form-error">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
