/** The writing page's background image: compressed in the worker, kept in app settings. */
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../i18n/worker-messages';
import { appSettingsAtom, backgroundImageOf, updateSettingsAtom } from '../../session/app-settings';
import { useAtomValue, useSetAtom } from '../../state/jotai';
import { workerApi } from '../../worker-client/client';

export function BackgroundImageField() {
  const { t } = useTranslation();
  const id = useId();
  const settings = useAtomValue(appSettingsAtom);
  const update = useSetAtom(updateSettingsAtom);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const current = backgroundImageOf(settings?.various);

  const choose = async (file: File | undefined) => {
    if (!file || !settings) return;
    setError(null);
    const result = await workerApi().compressImage(file, file.name);
    if (!result.success) {
      setError(t('page_setup.background_failed', { reason: failureText(t, result.error) }));
      return;
    }
    await update({ various: { ...settings.various, background_image: result.data.dataUrl } });
  };

  return (
    <div className="field">
      <span id={id}>{t('page_setup.background_image')}</span>
      {/* The browser's own file input speaks the browser's language: a button of ours opens it. */}
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        tabIndex={-1}
        onChange={(e) => {
          void choose(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      <button
        type="button"
        className="button"
        aria-describedby={id}
        onClick={() => input.current?.click()}
      >
        {current ? t('page_setup.background_change') : t('page_setup.background_choose')}
      </button>
      {current && settings && (
        <button
          type="button"
          className="button"
          onClick={() => {
            const { background_image: _removed, ...rest } = settings.various;
            void update({ various: rest });
          }}
        >
          {t('page_setup.background_remove')}
        </button>
      )}
      {error && (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
    </div>
  );
}
