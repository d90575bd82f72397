/**
 * The find panel's search row: the replace row's toggle, the search box (Escape closes the
 * panel, Enter / Shift+Enter open the next / previous match) and the Previous / Next buttons.
 */
import { ArrowDown, ArrowUp, ChevronDown, ChevronRight } from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../components/IconButton';

export function FindSearchRow({
  inputRef,
  id,
  statusId,
  text,
  onText,
  previewing,
  onPreviewing,
  hasMatches,
  onStep,
  onClose,
}: {
  inputRef: Ref<HTMLInputElement>;
  id: string;
  /** The status line that describes the search box. */
  statusId: string;
  text: string;
  onText: (text: string) => void;
  /** The replace row is shown. */
  previewing: boolean;
  onPreviewing: (previewing: boolean) => void;
  hasMatches: boolean;
  /** Opens the next (1) or previous (-1) match through the book. */
  onStep: (by: 1 | -1) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="find-row">
      <IconButton
        className="find-replace-toggle"
        label={previewing ? t('find.hide_replace') : t('find.show_replace')}
        icon={previewing ? ChevronDown : ChevronRight}
        aria-expanded={previewing}
        onClick={() => onPreviewing(!previewing)}
      />
      <input
        ref={inputRef}
        id={id}
        type="search"
        className="find-input"
        aria-label={t('find.find_label')}
        aria-describedby={statusId}
        placeholder={t('find.find_placeholder')}
        value={text}
        dir="auto"
        spellCheck={false}
        onChange={(e) => onText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') onClose();
          if (e.key === 'Enter' && hasMatches) {
            e.preventDefault();
            onStep(e.shiftKey ? -1 : 1);
          }
        }}
      />
      <IconButton
        label={t('find.previous_match')}
        icon={ArrowUp}
        disabled={!hasMatches}
        onClick={() => onStep(-1)}
      />
      <IconButton
        label={t('find.next_match')}
        icon={ArrowDown}
        disabled={!hasMatches}
        onClick={() => onStep(1)}
      />
    </div>
  );
}
