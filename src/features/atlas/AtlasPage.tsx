/**
 * A world-atlas screen: the kind's records as a list or grid (the book's List/Grid setting),
 * with search, tag and category filters, reordering, and the recently deleted to restore.
 */
import { ArrowDown, ArrowUp, Network, Plus } from 'lucide-react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import {
  ATLAS_KINDS,
  ATLAS_TAG_TABLES,
  type AtlasKind,
  type AtlasRecord,
  type AtlasRef,
  LOCATION_CATEGORIES,
  type LocationType,
} from '../../../workers/contract/atlas';
import { IconButton } from '../../components/IconButton';
import { formatNumber } from '../../i18n/format';
import { ATLAS_SECTIONS } from '../../navigation/sections';
import { listLayoutAtom } from '../../session/app-settings';
import { useAtomValue } from '../../state/jotai';
import { unwrap, workerApi } from '../../worker-client/client';
import { useWorkerQuery } from '../../worker-client/useWorkerQuery';
import { AtlasThumbnail } from './AtlasThumbnail';
import {
  type AtlasFilter,
  filterRecords,
  involvedOf,
  NO_FILTER,
  recordName,
  tagsOf,
  timelineOrder,
} from './atlas-filter';
import { categoryKey, newLabelKey, SECTION_KINDS, sectionOf, subcategoryKey } from './atlas-kinds';
import './atlas.css';
import { FailureMessage } from '../../components/FailureMessage';
import { showFailure, showIfFailed } from '../../worker-client/failures';

/** Cards drawn at once; Show more adds as many again. */
const CARDS_PER_PAGE = 120;

const RelationshipGraph = lazy(() =>
  import('./RelationshipGraph').then((m) => ({ default: m.RelationshipGraph })),
);

export function AtlasPage({ section }: { section: string }) {
  const { t } = useTranslation();
  const def = ATLAS_SECTIONS.find((s) => s.id === section);
  const kind = SECTION_KINDS[section];
  return (
    <article className="section-page atlas-page">
      <h1>{def ? t(def.titleKey) : ''}</h1>
      {kind && <AtlasList kind={kind} section={section} />}
    </article>
  );
}

function useAtlasRecords(kind: AtlasKind) {
  return useWorkerQuery(() => workerApi().listAtlas(kind), [kind], [kind, ATLAS_TAG_TABLES[kind]]);
}

function AtlasList({ kind, section }: { kind: AtlasKind; section: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const layout = useAtomValue(listLayoutAtom);
  const { data, error } = useAtlasRecords(kind);
  const [filter, setFilter] = useState<AtlasFilter>(NO_FILTER);
  const [busy, setBusy] = useState(false);
  // The list is what every visit to the screen starts with (issue 24): the graph is a look the
  // author asks for, not a mode that comes back after a reload or another screen.
  const [graph, setGraph] = useState(false);
  // Large atlases show their cards a page at a time: a keystroke in the search box then redraws
  // at most CARDS_PER_PAGE cards, not thousands.
  const [limit, setLimit] = useState(CARDS_PER_PAGE);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new search starts from the first page.
  useEffect(() => setLimit(CARDS_PER_PAGE), [filter]);
  const records = data ?? [];
  const found = useMemo(() => {
    const matching = filterRecords(records, filter);
    return kind === 'timelines' ? timelineOrder(matching) : matching;
  }, [records, filter, kind]);
  const shown = found.length > limit ? found.slice(0, limit) : found;
  const tags = useMemo(() => tagsOf(records, i18n.language), [records, i18n.language]);
  const involved = useMemo(
    () => (kind === 'timelines' ? involvedOf(records, i18n.language) : []),
    [records, i18n.language, kind],
  );
  const known = useKnownRecords(kind === 'timelines');
  const deleted = records.filter((r) => r.mark_for_delete === 1);
  const filtering =
    filter.text !== '' || filter.tag !== '' || filter.category !== '' || filter.involved !== '';

  const create = async () => {
    setBusy(true);
    try {
      const record = unwrap(
        await workerApi().createAtlasRecord(kind, t(`atlas.default_name.${kind}`)),
      );
      navigate(`/world-atlas/${section}/${record.id}`);
    } catch (error) {
      showFailure(error);
    } finally {
      setBusy(false);
    }
  };
  const move = (record: AtlasRecord, offset: -1 | 1) =>
    void showIfFailed(workerApi().moveAtlasRecord(kind, record.id, offset));
  const restore = (record: AtlasRecord) =>
    void showIfFailed(workerApi().setAtlasDeleted(kind, record.id, false));

  return (
    <>
      <div className="atlas-toolbar">
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          onClick={() => void create()}
        >
          <Plus aria-hidden="true" size={16} /> {t(newLabelKey(kind))}
        </button>
        <label className="atlas-search">
          <span className="visually-hidden">{t('atlas.search')}</span>
          <input
            type="search"
            dir="auto"
            placeholder={t('atlas.search')}
            value={filter.text}
            onChange={(e) => setFilter({ ...filter, text: e.target.value })}
          />
        </label>
        <label className="atlas-filter">
          <span>{t('atlas.filter_tag')}</span>
          <select
            value={filter.tag}
            onChange={(e) => setFilter({ ...filter, tag: e.target.value })}
          >
            <option value="">{t('atlas.any_tag')}</option>
            {tags.map((tag) => (
              <option key={tag} value={tag}>
                {tag}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="button atlas-toolbar__graph"
          aria-pressed={graph}
          onClick={() => setGraph((g) => !g)}
        >
          <Network aria-hidden="true" size={16} /> {t('atlas.relationship_view')}
        </button>
        {kind === 'timelines' && (
          <label className="atlas-filter">
            <span>{t('atlas.filter_involved')}</span>
            <select
              value={filter.involved}
              onChange={(e) => setFilter({ ...filter, involved: e.target.value })}
            >
              <option value="">{t('atlas.any_involved')}</option>
              {involved.map((entry) => (
                <option key={entry} value={entry}>
                  {entry}
                </option>
              ))}
            </select>
          </label>
        )}
        {kind === 'locations' && (
          <label className="atlas-filter">
            <span>{t('atlas.filter_category')}</span>
            <select
              value={filter.category}
              onChange={(e) => setFilter({ ...filter, category: e.target.value })}
            >
              <option value="">{t('atlas.any_category')}</option>
              {Object.keys(LOCATION_CATEGORIES).map((category) => (
                <option key={category} value={category}>
                  {t(categoryKey(category))}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      {graph && (
        <Suspense fallback={<p className="muted">{t('app.loading')}</p>}>
          <RelationshipGraph kind={kind} />
        </Suspense>
      )}
      {error && <FailureMessage error={error} />}
      {!data && !error && <p className="muted">{t('app.loading')}</p>}
      {data && found.length === 0 && (
        <p className="muted">{filtering ? t('atlas.no_match') : t('atlas.empty')}</p>
      )}
      {shown.length > 0 && (
        <ol
          className={`card-list card-list--${layout} atlas-list${kind === 'timelines' ? ' atlas-timeline' : ''}`}
          data-layout={layout}
          aria-label={t('atlas.list_label')}
        >
          {shown.map((record, index) => (
            <li key={record.id} className="atlas-card">
              <AtlasThumbnail record={record} />
              <Link
                className="atlas-card__name"
                to={`/world-atlas/${section}/${record.id}`}
                dir="auto"
              >
                {recordName(record) || t('atlas.unnamed')}
              </Link>
              <CardSummary record={record} />
              {kind === 'timelines' && <InvolvedLinks record={record} known={known} />}
              {record.tags.length > 0 && (
                <ul className="tag-list" aria-label={t('atlas.field.tags')}>
                  {record.tags.map((tag) => (
                    <li key={tag} className="tag" dir="auto">
                      {tag}
                    </li>
                  ))}
                </ul>
              )}
              {!filtering && kind !== 'timelines' && (
                <div className="atlas-card__order">
                  <IconButton
                    label={t('atlas.move_up', { name: recordName(record) })}
                    icon={ArrowUp}
                    disabled={index === 0}
                    onClick={() => move(record, -1)}
                  />
                  <IconButton
                    label={t('atlas.move_down', { name: recordName(record) })}
                    icon={ArrowDown}
                    disabled={index === found.length - 1}
                    onClick={() => move(record, 1)}
                  />
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      {found.length > shown.length && (
        <p className="atlas-more">
          <span className="muted">
            {t('atlas.showing', {
              shown: formatNumber(i18n.language, shown.length),
              total: formatNumber(i18n.language, found.length),
            })}
          </span>{' '}
          <button
            type="button"
            className="button"
            onClick={() => setLimit((n) => n + CARDS_PER_PAGE)}
          >
            {t('atlas.show_more')}
          </button>
        </p>
      )}
      {deleted.length > 0 && (
        <details className="atlas-deleted">
          <summary>{t('atlas.recently_deleted', { count: deleted.length })}</summary>
          <ul>
            {deleted.map((record) => (
              <li key={record.id}>
                <span dir="auto">{recordName(record)}</span>{' '}
                <button type="button" className="button" onClick={() => restore(record)}>
                  {t('atlas.restore_named', { name: recordName(record) })}
                </button>
              </li>
            ))}
          </ul>
        </details>
      )}
    </>
  );
}

/** One line under a card's name: a location's type, a character's role, an event's date. */
function CardSummary({ record }: { record: AtlasRecord }) {
  const { t } = useTranslation();
  let text = '';
  if (record.kind === 'locations') {
    const type = record.fields.type as LocationType;
    text = type.subcategory
      ? `${t(categoryKey(type.category))} · ${t(subcategoryKey(type.subcategory))}`
      : type.category !== 'uncategorized'
        ? t(categoryKey(type.category))
        : '';
  } else if (record.kind === 'characters') text = String(record.fields.role ?? '');
  else if (record.kind === 'timelines') text = String(record.fields.date ?? '');
  else text = String(record.fields.description ?? '').slice(0, 140);
  return text ? (
    <p className="atlas-card__summary muted" dir="auto">
      {text}
    </p>
  ) : null;
}

/** Every active atlas record by its name (any case), to link an event's Involved entries. */
function useKnownRecords(wanted: boolean): Map<string, AtlasRef> {
  const { data } = useWorkerQuery(
    () =>
      wanted
        ? workerApi().searchAtlas('', 100_000)
        : Promise.resolve({ success: true as const, data: [] as AtlasRef[] }),
    [wanted],
    wanted ? ATLAS_KINDS : [],
  );
  return useMemo(
    () => new Map((data ?? []).map((ref) => [ref.name.toLocaleLowerCase(), ref])),
    [data],
  );
}

/** An event's Involved entries: a link to the record of that name, else the name. */
function InvolvedLinks({ record, known }: { record: AtlasRecord; known: Map<string, AtlasRef> }) {
  const { t } = useTranslation();
  const entries = record.fields.involved_entities;
  if (!Array.isArray(entries) || entries.length === 0) return null;
  return (
    <p className="atlas-card__summary">
      <span className="muted">{t('atlas.field.involved_entities')}: </span>
      {entries.map((entry, i) => {
        const ref = known.get(entry.toLocaleLowerCase());
        return (
          <span key={entry}>
            {i > 0 && ', '}
            {ref ? (
              <Link to={`/world-atlas/${sectionOf(ref.kind)}/${ref.id}`} dir="auto">
                {entry}
              </Link>
            ) : (
              <span dir="auto">{entry}</span>
            )}
          </span>
        );
      })}
    </p>
  );
}
