/** A note's badge colours (toggle any of the 12) and its background (one of the 10). */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTE_BACKGROUNDS, NOTE_BADGE_COLORS } from '../../../workers/contract/constants';
import { BADGE_HEX, backgroundStyle } from './note-colours';

interface Props {
  badges: string[];
  background: string;
  onBadges: (badges: string[]) => void;
  onBackground: (background: string) => void;
}

export function NoteColourFields({ badges, background, onBadges, onBackground }: Props) {
  const { t } = useTranslation();
  const name = useId();
  const toggle = (colour: string) =>
    onBadges(badges.includes(colour) ? badges.filter((c) => c !== colour) : [...badges, colour]);
  return (
    <>
      <fieldset className="note-fieldset">
        <legend>{t('notes.badges')}</legend>
        <div className="note-badge-choices">
          {NOTE_BADGE_COLORS.map((colour) => (
            <button
              key={colour}
              type="button"
              className="note-badge-choice"
              aria-pressed={badges.includes(colour)}
              onClick={() => toggle(colour)}
            >
              <span className="note-dot" style={{ background: BADGE_HEX[colour] }} aria-hidden />
              {t(`notes.colour.${colour}`)}
            </button>
          ))}
        </div>
      </fieldset>
      <fieldset className="note-fieldset">
        <legend>{t('notes.background')}</legend>
        <div className="note-background-choices">
          {NOTE_BACKGROUNDS.map((bg) => (
            <label key={bg} className="note-background-choice" style={backgroundStyle(bg)}>
              <input
                type="radio"
                name={name}
                value={bg}
                checked={background === bg}
                onChange={() => onBackground(bg)}
              />
              <span>{t(`notes.bg.${bg}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}
