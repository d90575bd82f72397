/** Tells the author when the book is open in another tab, and lets this tab take over. */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { holdWriterLock, type WriterState } from '../../session/single-writer';

export function SingleWriterGuard() {
  const { t } = useTranslation();
  const [state, setState] = useState<WriterState | null>(null);
  const release = useRef<() => void>(() => undefined);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    release.current = holdWriterLock(setState);
    return () => release.current();
  }, []);

  useEffect(() => {
    const d = dialog.current;
    if (state === 'elsewhere' && d && !d.open) d.showModal();
    if (state !== 'elsewhere' && d?.open) d.close();
  }, [state]);

  if (state !== 'elsewhere') return null;
  return (
    <dialog
      ref={dialog}
      className="dialog"
      aria-labelledby="writer-title"
      onCancel={(e) => e.preventDefault()}
    >
      <h2 id="writer-title">{t('single_writer.title')}</h2>
      <p>{t('single_writer.text')}</p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => {
          release.current();
          release.current = holdWriterLock(
            (next) => {
              setState(next);
              if (next === 'writer') window.location.reload();
            },
            { steal: true },
          );
        }}
      >
        {t('single_writer.take_over')}
      </button>
    </dialog>
  );
}
