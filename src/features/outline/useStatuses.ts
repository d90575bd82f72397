/**
 * The five writing statuses as the screens show them: the author's name for each, else its
 * default name in the interface language; kept current when one is renamed.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatusEntry, StatusKey } from '../../../workers/contract/outline';
import { STATUS_KEYS } from '../../../workers/contract/outline';
import type { TranslationKey } from '../../i18n/keys';
import { workerApi } from '../../worker-client/client';
import { useWorkerQuery } from '../../worker-client/useWorkerQuery';

export interface ShownStatus {
  key: StatusKey;
  /** What the screens show: the author's name, else the default one. */
  text: string;
  /** The default name in the interface language. */
  standard: string;
  /** The author's own name ('' when none). */
  own: string;
}

export const STATUS_TITLES: Record<StatusKey, TranslationKey> = {
  todo: 'outline.status_todo',
  first_draft: 'outline.status_first_draft',
  revised: 'outline.status_revised',
  final: 'outline.status_final',
  done: 'outline.status_done',
};

const NONE: StatusEntry[] = STATUS_KEYS.map((key) => ({ key, name: '' }));

export function useStatuses(): {
  statuses: ShownStatus[];
  byKey: ReadonlyMap<StatusKey, ShownStatus>;
} {
  const { t } = useTranslation();
  const { data } = useWorkerQuery(() => workerApi().listStatuses(), [], ['statuses']);
  const entries = data ?? NONE;
  return useMemo(() => {
    const statuses = entries.map((s) => {
      const standard = t(STATUS_TITLES[s.key]);
      return { key: s.key, standard, own: s.name, text: s.name || standard };
    });
    return { statuses, byKey: new Map(statuses.map((s) => [s.key, s])) };
  }, [entries, t]);
}
