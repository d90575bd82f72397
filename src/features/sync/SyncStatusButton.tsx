/**
 * The shared book's connection in the top bar: connected, syncing, offline or refused; it opens
 * Share and sync…. Nothing shows for a book that is not shared.
 */
import { Cloud, CloudOff, RefreshCw, ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAtomValue, useSetAtom } from '../../state/jotai';
import { StatusText } from './StatusText';
import { syncStatusAtom } from './sync-atoms';
import { shareDialogOpenAtom, syncSettingsAtom } from './sync-settings';
import './sync.css';

const ICONS = { connected: Cloud, syncing: RefreshCw, offline: CloudOff, refused: ShieldAlert };

export function SyncStatusButton() {
  const { t } = useTranslation();
  const settings = useAtomValue(syncSettingsAtom);
  const status = useAtomValue(syncStatusAtom);
  const open = useSetAtom(shareDialogOpenAtom);
  if (!settings) return null;
  const Icon = ICONS[status.state];
  return (
    <button
      type="button"
      className={`sync-status sync-status--${status.state}`}
      aria-label={t('sync.status_label', { state: t(`sync.status.${status.state}`) })}
      title={status.state === 'refused' ? t('sync.refused_text') : undefined}
      onClick={() => open(true)}
    >
      <Icon aria-hidden size={16} />
      <span className="sync-status__text" role="status">
        <StatusText status={status} />
      </span>
    </button>
  );
}
