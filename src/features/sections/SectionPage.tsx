/** A front-, body- or back-matter section by route id: its content and word count. */
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { SingleSection } from '../../../workers/contract/constants';
import { FailureMessage } from '../../components/FailureMessage';
import { NotFoundPage } from '../../components/NotFoundPage';
import {
  BACK_SECTIONS,
  BODY_SECTIONS,
  FRONT_SECTIONS,
  findSection,
} from '../../navigation/sections';
import { useReplacedVersion } from '../../state/find-request';
import { workerApi } from '../../worker-client/client';
import { useWorkerQuery } from '../../worker-client/useWorkerQuery';
import { PageCanvas } from '../page';
import { AppendicesPage } from './AppendicesPage';
import { BookTree } from './BookTree';
import { TableOfContents } from './TableOfContents';

type Kind = 'front' | 'body' | 'back';

const LISTS = { front: FRONT_SECTIONS, body: BODY_SECTIONS, back: BACK_SECTIONS } as const;

function SingleSectionView({ table, title }: { table: SingleSection; title: string }) {
  const { t } = useTranslation();
  // A find and replace that changed the section: read it again, into a new editor.
  const replaced = useReplacedVersion(`section:${table}`);
  const { data, error } = useWorkerQuery(() => workerApi().getSection(table), [table, replaced]);
  return (
    <article className="section-page section-page--wide">
      <h1>{title}</h1>
      {error && <FailureMessage error={error} />}
      {!data && !error && <p className="muted">{t('app.loading')}</p>}
      {data && (
        <PageCanvas
          key={replaced}
          target={{ kind: 'section', table }}
          pageKey={`section:${table}`}
          initialHtml={data.content}
          label={title}
          initialWords={data.content_metrics?.words ?? 0}
        />
      )}
    </article>
  );
}

export function SectionPage({ kind }: { kind: Kind }) {
  const { t } = useTranslation();
  const { id } = useParams();
  const section = findSection([...LISTS[kind]], id);
  if (!section) return <NotFoundPage />;
  const title = t(section.titleKey);
  if (section.table) return <SingleSectionView table={section.table} title={title} />;
  if (section.id === 'appendices') return <AppendicesPage title={title} />;
  if (section.id === 'table-of-contents') return <TableOfContents title={title} />;
  return <BookTree title={title} />;
}
