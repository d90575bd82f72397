/**
 * The e-book's cover picture (issue 25): chosen here, compressed in the worker, kept with the
 * book. Without one, the EPUB gets a plain cover made from the title and the author.
 */
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../i18n/worker-messages';
import { workerApi } from '../../worker-client/client';
import { useWorkerQuery } from '../../worker-client/useWorkerQuery';

export function CoverPictureField() {
  const { t } = useTranslation();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const cover = useWorkerQuery(() => workerApi().getBookCover(), [], ['ebook_settings']);
  const current = cover.data ?? null;

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    const compressed = await workerApi().compressImage(file, file.name);
    const stored = compressed.success
      ? await workerApi().setBookCover(compressed.data.dataUrl)
      : compressed;
    if (!stored.success)
      setError(t('export.cover_failed', { reason: failureText(t, stored.error) }));
  };

  const remove = async () => {
    setError(null);
    const result = await workerApi().setBookCover(null);
    if (!result.success)
      setError(t('export.cover_failed', { reason: failureText(t, result.error) }));
  };

  return (
    <fieldset className="export-dialog__cover">
      <legend className="export-dialog__cover-label">{t('export.cover_label')}</legend>
      {current ? (
        // A picture the worker checked: a data:image URL of the book's own.
        <img className="export-dialog__cover-thumb" src={current} alt={t('export.cover_alt')} />
      ) : (
        <p id={hintId} className="muted export-dialog__hint">
          {t('export.cover_none')}
        </p>
      )}
      {/* The browser's own file input speaks the browser's language: a button of ours opens it. */}
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        hidden
        tabIndex={-1}
        aria-label={t('export.cover_choose')}
        onChange={(e) => {
          void choose(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      <div className="export-dialog__cover-actions">
        <button type="button" className="button" onClick={() => input.current?.click()}>
          {current ? t('export.cover_change') : t('export.cover_choose')}
        </button>
        {current && (
          <button type="button" className="button" onClick={() => void remove()}>
            {t('export.cover_remove')}
          </button>
        )}
      </div>
      {error && (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
