/**
 * Above a shared page: who is on it (in their cursor colours) and, for a reader or a commenter,
 * that the text cannot be changed with their link.
 */
import { useTranslation } from 'react-i18next';
import { useAtomValue } from '../../state/jotai';
import { PresenceList } from './PresenceList';
import { pageAwarenessAtom } from './sync-atoms';
import type { SharedPage } from './useSharedPage';
import './sync.css';

export function SharedPageBar({ page }: { page: SharedPage }) {
  const { t } = useTranslation();
  const awareness = useAtomValue(pageAwarenessAtom);
  return (
    <div className="sync-page-bar">
      {page.readOnly && (
        <p className="sync-page-bar__note" role="note">
          {page.role === 'commenter' ? t('sync.commenter_read_only') : t('sync.reader_read_only')}
        </p>
      )}
      {awareness && <PresenceList awareness={awareness} />}
    </div>
  );
}
