/**
 * Tells the author when another tab writes the book, and lets this tab take over. Meanwhile this
 * tab is read-only (the notice is modal, the page editor not editable) and follows the writing
 * tab's changes; while this tab writes, it shares its changes with the read-only tabs.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  followChanges,
  holdWriterLock,
  shareChange,
  takeOver,
  type WriterState,
} from '../../session/single-writer';
import { useAtomValue } from '../../state/jotai';
import { bookReadyAtom, onChangeEvent } from '../../worker-client/change-feed';
import { workerApi } from '../../worker-client/client';
import { showIfFailed } from '../../worker-client/failures';

export function SingleWriterGuard() {
  const { t } = useTranslation();
  const [lockState, setState] = useState<WriterState | null>(null);
  // Told once the book is open: a tab whose lock is let go by a tab closing just as it started
  // (a crashed browser's restored tab, an old page still tearing down) becomes the writer first.
  const ready = useAtomValue(bookReadyAtom);
  const state = lockState === 'elsewhere' && !ready ? null : lockState;
  const [asked, setAsked] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => holdWriterLock(setState), []);
  useEffect(() => onChangeEvent((event) => shareChange(event)), []);
  // The other tab's changes go through this tab's worker (its caches read them again) to the feed.
  useEffect(
    () => followChanges((event) => void showIfFailed(workerApi().otherTabChanged(event))),
    [],
  );

  useEffect(() => {
    const d = dialog.current;
    if (state === 'elsewhere' && d && !d.open) {
      d.showModal();
      // Not on the button: an author still typing (a space, Enter) would press it unawares.
      d.querySelector<HTMLElement>('h2')?.focus();
    }
    if (state !== 'elsewhere' && d?.open) d.close();
    if (state !== 'elsewhere') setAsked(false);
  }, [state]);

  if (state !== 'elsewhere') return null;
  return (
    <dialog
      ref={dialog}
      className="dialog"
      aria-labelledby="writer-title"
      onCancel={(e) => e.preventDefault()}
    >
      <h2 id="writer-title" tabIndex={-1}>
        {t('single_writer.title')}
      </h2>
      <p>{t('single_writer.text')}</p>
      <button
        type="button"
        className="button button--primary"
        disabled={asked}
        onClick={() => {
          setAsked(true);
          takeOver();
        }}
      >
        {t('single_writer.take_over')}
      </button>
    </dialog>
  );
}
