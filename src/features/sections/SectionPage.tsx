/** A front-, body- or back-matter section by route id: its content and word count. */
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { SingleSection } from '../../../workers/contract/constants';
import { BACK_SECTIONS, BODY_SECTIONS, FRONT_SECTIONS, findSection } from '../../app/sections';
import { SafeHtml } from '../../components/SafeHtml';
import { workerApi } from '../../worker-client/client';
import { NotFoundPage } from '../pages/NotFoundPage';
import { BookTree } from './BookTree';
import { TableOfContents } from './TableOfContents';
import { useWorkerQuery } from './useWorkerQuery';

type Kind = 'copyright' | 'front' | 'body' | 'back';

const LISTS = { front: FRONT_SECTIONS, body: BODY_SECTIONS, back: BACK_SECTIONS } as const;

function SingleSectionView({ table, title }: { table: SingleSection; title: string }) {
  const { t, i18n } = useTranslation();
  const { data, error } = useWorkerQuery(() => workerApi().getSection(table), [table]);
  return (
    <article className="section-page">
      <h1>{title}</h1>
      {error && <p role="alert">{error}</p>}
      {data &&
        (data.content ? (
          <>
            <p className="muted">
              {t('pages.section_words', {
                formatted: new Intl.NumberFormat(i18n.language).format(
                  data.content_metrics?.words ?? 0,
                ),
              })}
            </p>
            <SafeHtml className="page-canvas" html={data.content} />
          </>
        ) : (
          <p className="muted">{t('pages.section_empty')}</p>
        ))}
    </article>
  );
}

function AppendicesView({ title }: { title: string }) {
  const { t } = useTranslation();
  const { data } = useWorkerQuery(() => workerApi().listAppendices(), []);
  return (
    <article className="section-page">
      <h1>{title}</h1>
      {data?.length ? (
        data.map((a) => (
          <section key={a.id}>
            <h2>{a.title}</h2>
            <SafeHtml className="page-canvas" html={a.content} />
          </section>
        ))
      ) : (
        <p className="muted">{t('pages.section_empty')}</p>
      )}
    </article>
  );
}

export function SectionPage({ kind }: { kind: Kind }) {
  const { t } = useTranslation();
  const { id } = useParams();
  if (kind === 'copyright') {
    return <SingleCopyright title={t('routes.copyright')} />;
  }
  const section = findSection([...LISTS[kind]], id);
  if (!section) return <NotFoundPage />;
  const title = t(section.titleKey);
  if (section.table) return <SingleSectionView table={section.table} title={title} />;
  if (section.id === 'appendices') return <AppendicesView title={title} />;
  if (section.id === 'table-of-contents') return <TableOfContents title={title} />;
  return <BookTree title={title} />;
}

function SingleCopyright({ title }: { title: string }) {
  const { data } = useWorkerQuery(() => workerApi().getCopyright(), []);
  return (
    <article className="section-page">
      <h1>{title}</h1>
      {data && (
        <dl className="summary-list">
          <dt>{data.full_name}</dt>
          <dd>{data.publication_year}</dd>
        </dl>
      )}
    </article>
  );
}
