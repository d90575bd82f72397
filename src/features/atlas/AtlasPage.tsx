/** A world-atlas section: its entries, newest last. */
import { useTranslation } from 'react-i18next';
import { isTableName } from '../../../workers/contract/tables';
import { ATLAS_SECTIONS } from '../../navigation/sections';
import { useAtomValue } from '../../state/jotai';
import { workerApi } from '../../worker-client/client';
import { useWorkerQuery } from '../../worker-client/useWorkerQuery';
import { listLayoutAtom } from '../settings/settings-atoms';

export function AtlasPage({ section }: { section: string }) {
  const { t } = useTranslation();
  const layout = useAtomValue(listLayoutAtom);
  const def = ATLAS_SECTIONS.find((s) => s.id === section);
  const table = def?.table ?? null;
  const { data } = useWorkerQuery(
    () =>
      table
        ? workerApi().fetchAll(table)
        : Promise.resolve({ success: true as const, data: [] as Record<string, unknown>[] }),
    [table],
    table && isTableName(table) ? [table] : [],
  );
  const entries = (data ?? []).filter((r) => r.mark_for_delete !== 1);
  return (
    <article className="section-page">
      <h1>{def ? t(def.titleKey) : ''}</h1>
      {entries.length ? (
        <ul className={`card-list card-list--${layout}`} data-layout={layout}>
          {entries.map((r) => (
            <li key={String(r.uuid ?? r.id)}>{String(r.name ?? r.event ?? '')}</li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t('pages.atlas_empty')}</p>
      )}
    </article>
  );
}
