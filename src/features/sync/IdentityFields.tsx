/** The name and cursor colour others see (in the Share and sync… and join dialogs). */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PRESENCE_COLOURS } from './presence-colours';

interface Props {
  name: string;
  colour: string;
  onName: (name: string) => void;
  /** The name's field was left. */
  onNameDone?: () => void;
  onColour: (colour: string) => void;
}

export function IdentityFields({ name, colour, onName, onNameDone, onColour }: Props) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <>
      <label className="field" htmlFor={`${id}-name`}>
        <span>{t('sync.name')}</span>
        <input
          id={`${id}-name`}
          dir="auto"
          maxLength={40}
          value={name}
          aria-describedby={`${id}-hint`}
          onChange={(e) => onName(e.target.value)}
          onBlur={onNameDone}
        />
        <span id={`${id}-hint`} className="muted">
          {t('sync.name_hint')}
        </span>
      </label>
      <fieldset className="sync-colours">
        <legend>{t('sync.colour')}</legend>
        {PRESENCE_COLOURS.map((c) => (
          <label key={c.key} className="sync-colours__choice" style={{ background: c.value }}>
            <input
              type="radio"
              name={`${id}-colour`}
              checked={colour === c.value}
              aria-label={t(`labels.colour.${c.key}`)}
              onChange={() => onColour(c.value)}
            />
          </label>
        ))}
      </fieldset>
    </>
  );
}
