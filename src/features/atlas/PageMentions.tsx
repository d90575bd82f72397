/**
 * The atlas records the open page mentions, in the Tools panel beside the editor: each opens in
 * place (its description) and links to its record. Asked again after every save of the page.
 */
import { useTranslation } from 'react-i18next';
import { Link, useMatch } from 'react-router-dom';
import type { PageMention } from '../../../workers/contract/atlas';
import { formatNumber } from '../../i18n/format';
import { pageWordsAtom } from '../../session/book-atoms';
import { useAtomValue } from '../../state/jotai';
import { workerApi } from '../../worker-client/client';
import { useWorkerQuery } from '../../worker-client/useWorkerQuery';
import { sectionOf } from './atlas-kinds';
import './atlas.css';

const NONE: PageMention[] = [];

export function PageMentions() {
  const { t, i18n } = useTranslation();
  const pageId = useMatch('/body-content/page/:id')?.params.id ?? null;
  // The page's own saves do not re-read other views; its word count changes with each of them.
  const words = useAtomValue(pageWordsAtom);
  const { data } = useWorkerQuery(
    () =>
      pageId
        ? workerApi().pageMentions(pageId)
        : Promise.resolve({ success: true as const, data: NONE }),
    [pageId, words],
    ['characters', 'locations', 'cultures', 'flora_fauna', 'timelines'],
  );
  const mentions = (pageId && data) || NONE;
  if (!pageId) return <p className="muted">{t('atlas.mentions_open_page')}</p>;
  if (mentions.length === 0) return <p className="muted">{t('atlas.mentions_none')}</p>;
  return (
    <ul className="page-mentions">
      {mentions.map((m) => (
        <li key={`${m.kind}:${m.id}`}>
          <details>
            <summary>
              <span dir="auto">{m.name}</span>{' '}
              <span className="muted">
                · {t(`atlas.kind.${m.kind}`)} ·{' '}
                {t('atlas.times', { formatted: formatNumber(i18n.language, m.count) })}
              </span>
            </summary>
            {m.description && (
              <p dir="auto" className="page-mentions__text">
                {m.description}
              </p>
            )}
            <Link to={`/world-atlas/${sectionOf(m.kind)}/${m.id}`}>{t('atlas.open_record')}</Link>
          </details>
        </li>
      ))}
    </ul>
  );
}
