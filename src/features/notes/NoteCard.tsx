/** One note as lists show it: its background, badges, title, text and the page it belongs to. */
import { ArrowDown, ArrowUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type Note, noteBadges } from '../../../workers/contract/notes';
import { IconButton } from '../../components/IconButton';
import { SafeHtml } from '../../components/SafeHtml';
import { BADGE_HEX, backgroundStyle, isBadgeColour } from './note-colours';

interface Props {
  note: Note;
  /** The name of the page a page note belongs to (absent for global notes). */
  pageName?: string | undefined;
  onEdit?: (() => void) | undefined;
  onMove?: ((step: -1 | 1) => void) | undefined;
  first?: boolean;
  last?: boolean;
  /** Extra actions (Restore, Delete forever…). */
  children?: ReactNode;
}

export function NoteCard({ note, pageName, onEdit, onMove, first, last, children }: Props) {
  const { t } = useTranslation();
  const badges = noteBadges(note).filter(isBadgeColour);
  return (
    <li className="note-card" style={backgroundStyle(note.background_color)}>
      {badges.length > 0 && (
        <ul className="note-badges" aria-label={t('notes.badges')}>
          {badges.map((colour) => (
            <li key={colour}>
              <span className="note-dot" style={{ background: BADGE_HEX[colour] }} aria-hidden />
              <span className="note-badge-name">{t(`notes.colour.${colour}`)}</span>
            </li>
          ))}
        </ul>
      )}
      <h3 className="note-card__title" dir="auto">
        {onEdit ? (
          <button type="button" className="note-card__open" onClick={onEdit}>
            {note.title || t('notes.untitled')}
          </button>
        ) : (
          note.title || t('notes.untitled')
        )}
      </h3>
      {note.content && <SafeHtml className="note-card__text" html={note.content} />}
      <p className="note-card__scope">
        {note.page_id ? (
          pageName !== undefined ? (
            <Link to={`/body-content/page/${note.page_id}`}>
              {t('notes.on_page', { name: pageName })}
            </Link>
          ) : (
            t('notes.page_note')
          )
        ) : (
          t('notes.scope_global')
        )}
      </p>
      <div className="note-card__actions">
        {onMove && (
          <>
            <IconButton
              label={t('notes.move_up', { name: note.title })}
              icon={ArrowUp}
              disabled={first}
              onClick={() => onMove(-1)}
            />
            <IconButton
              label={t('notes.move_down', { name: note.title })}
              icon={ArrowDown}
              disabled={last}
              onClick={() => onMove(1)}
            />
          </>
        )}
        {children}
      </div>
    </li>
  );
}
