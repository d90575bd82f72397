/** The writing page's background image: compressed in the worker, kept in app settings. */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAtomValue, useSetAtom } from '../../state/jotai';
import { workerApi } from '../../worker-client/client';
import { appSettingsAtom, updateSettingsAtom } from './settings-atoms';

export const backgroundImageOf = (various: Record<string, unknown> | undefined): string | null =>
  typeof various?.background_image === 'string' ? various.background_image : null;

export function BackgroundImageField() {
  const { t } = useTranslation();
  const id = useId();
  const settings = useAtomValue(appSettingsAtom);
  const update = useSetAtom(updateSettingsAtom);
  const [error, setError] = useState<string | null>(null);
  const current = backgroundImageOf(settings?.various);

  const choose = async (file: File | undefined) => {
    if (!file || !settings) return;
    setError(null);
    const result = await workerApi().compressImage(file, file.name);
    if (!result.success) {
      setError(t('page_setup.background_failed', { reason: result.error.message }));
      return;
    }
    await update({ various: { ...settings.various, background_image: result.data.dataUrl } });
  };

  return (
    <div className="field">
      <label htmlFor={id}>{t('page_setup.background_image')}</label>
      <input
        id={id}
        type="file"
        accept="image/*"
        onChange={(e) => void choose(e.target.files?.[0])}
      />
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
