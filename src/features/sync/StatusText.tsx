/** A shared book's connection in words (the toolbar's short form, the dialog's long one). */
import { useTranslation } from 'react-i18next';
import type { SyncStatus } from './sync-atoms';

export function StatusText({ status, long = false }: { status: SyncStatus; long?: boolean }) {
  const { t } = useTranslation();
  if (long && status.state === 'refused') return <>{t('sync.refused_text')}</>;
  return <>{t(`sync.status.${status.state}`)}</>;
}
