/** "Appears in": the pages where a record's name or aliases appear, with how often. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AtlasKind } from '../../../workers/contract/atlas';
import { formatNumber } from '../../i18n/format';
import { workerApi } from '../../worker-client/client';
import { useWorkerQuery } from '../../worker-client/useWorkerQuery';

/** Pages listed at once; Show more adds as many again. */
const PAGES_SHOWN = 50;

export function AtlasAppearances({
  kind,
  id,
  names,
}: {
  kind: AtlasKind;
  id: number;
  /** The record's names as the author sees them now (a rename asks again). */
  names: string;
}) {
  const { t, i18n } = useTranslation();
  const { data } = useWorkerQuery(
    () => workerApi().atlasAppearances(kind, id),
    [kind, id, names],
    // The record's own saves (a new name or alias) and the pages' saves both change the answer.
    ['tree_nodes', kind],
  );
  const pages = data ?? [];
  const total = pages.reduce((sum, p) => sum + p.count, 0);
  // A name used all through a long book appears on hundreds of pages: they come 50 at a time.
  const [limit, setLimit] = useState(PAGES_SHOWN);
  const shown = pages.length > limit ? pages.slice(0, limit) : pages;
  return (
    <section className="atlas-appearances" aria-labelledby="atlas-appearances-title">
      <h2 id="atlas-appearances-title">{t('atlas.appears_in')}</h2>
      {pages.length === 0 ? (
        <p className="muted">{t('atlas.appears_nowhere')}</p>
      ) : (
        <>
          <p className="muted">
            {t('atlas.appears_total', {
              formatted: formatNumber(i18n.language, total),
              pages: formatNumber(i18n.language, pages.length),
            })}
          </p>
          <ul>
            {shown.map((page) => (
              <li key={page.pageId}>
                <Link to={`/body-content/page/${page.pageId}`} dir="auto">
                  {page.pageName}
                </Link>{' '}
                <span className="muted">
                  {t('atlas.times', { formatted: formatNumber(i18n.language, page.count) })}
                </span>
              </li>
            ))}
          </ul>
          {pages.length > shown.length && (
            <p>
              <span className="muted">
                {t('atlas.showing', {
                  shown: formatNumber(i18n.language, shown.length),
                  total: formatNumber(i18n.language, pages.length),
                })}
              </span>{' '}
              <button
                type="button"
                className="button"
                onClick={() => setLimit((n) => n + PAGES_SHOWN)}
              >
                {t('atlas.show_more')}
              </button>
            </p>
          )}
        </>
      )}
    </section>
  );
}
