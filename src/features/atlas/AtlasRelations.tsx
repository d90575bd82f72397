/**
 * A record's one Relations section (spec §3 Relations; issue 24 merged the character's
 * free-text Relationships into it): the relations it holds and those pointing at it, each
 * opening the other record; a new one is made by finding a record of any kind (search as you
 * type) and naming the relation. `children` holds the kind's free-text relationships (those
 * not tied to a record), kept as the author wrote them.
 */
import { Link2, X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  ATLAS_KINDS,
  ATLAS_REL_TABLES,
  type AtlasKind,
  type AtlasRef,
} from '../../../workers/contract/atlas';
import type { TableName } from '../../../workers/contract/tables';
import { IconButton } from '../../components/IconButton';
import { failureText } from '../../i18n/worker-messages';
import { unwrap, workerApi } from '../../worker-client/client';
import { asResultError, showIfFailed } from '../../worker-client/failures';
import { useWorkerQuery } from '../../worker-client/useWorkerQuery';
import { sectionOf } from './atlas-kinds';

const WATCHED: TableName[] = [...ATLAS_KINDS, ...(Object.values(ATLAS_REL_TABLES) as TableName[])];

const linkTo = (ref: AtlasRef) => `/world-atlas/${sectionOf(ref.kind)}/${ref.id}`;

export function AtlasRelations({
  kind,
  id,
  name,
  children,
}: {
  kind: AtlasKind;
  id: number;
  name: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { data } = useWorkerQuery(() => workerApi().listRelations(kind, id), [kind, id], WATCHED);
  const relations = data ?? [];
  return (
    <section className="atlas-relations" aria-labelledby="atlas-relations-title">
      <h2 id="atlas-relations-title">{t('atlas.relations')}</h2>
      {relations.length === 0 ? (
        <p className="muted">{t('atlas.no_relations')}</p>
      ) : (
        <ul className="atlas-relations__list">
          {relations.map((relation) => (
            <li key={`${relation.table}:${relation.id}:${relation.direction}`}>
              {relation.direction === 'out' ? (
                <>
                  <span dir="auto">{relation.type || t('atlas.related_to')}</span>{' '}
                  <Link to={linkTo(relation.other)} dir="auto">
                    {relation.other.name || t('atlas.unnamed')}
                  </Link>
                  <span className="muted"> · {t(`atlas.kind.${relation.other.kind}`)}</span>
                </>
              ) : (
                <>
                  <Link to={linkTo(relation.other)} dir="auto">
                    {relation.other.name || t('atlas.unnamed')}
                  </Link>{' '}
                  <span dir="auto">{relation.type || t('atlas.related_to')}</span>{' '}
                  <span dir="auto">{name}</span>
                  <span className="muted"> · {t('atlas.backlink')}</span>
                </>
              )}
              <IconButton
                label={t('atlas.remove_relation', {
                  type: relation.type || t('atlas.related_to'),
                  name: relation.other.name,
                })}
                icon={X}
                onClick={() =>
                  void showIfFailed(workerApi().removeRelation(relation.table, relation.id))
                }
              />
            </li>
          ))}
        </ul>
      )}
      {ATLAS_REL_TABLES[kind] && <AddRelation kind={kind} id={id} />}
      {children}
    </section>
  );
}

function AddRelation({ kind, id }: { kind: AtlasKind; id: number }) {
  const { t } = useTranslation();
  const searchId = useId();
  const typeId = useId();
  const [text, setText] = useState('');
  const [results, setResults] = useState<AtlasRef[]>([]);
  const [target, setTarget] = useState<AtlasRef | null>(null);
  const [type, setType] = useState('');
  const [error, setError] = useState('');

  useEffect(() => {
    if (!text.trim() || target) {
      setResults([]);
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      void showIfFailed(workerApi().searchAtlas(text, 12)).then((r) => {
        if (live && r.success) setResults(r.data.filter((x) => !(x.kind === kind && x.id === id)));
      });
    }, 120);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [text, target, kind, id]);

  const add = async () => {
    if (!target) return;
    setError('');
    try {
      unwrap(await workerApi().addRelation(kind, id, target.kind, target.id, type));
      setTarget(null);
      setText('');
      setType('');
    } catch (e) {
      setError(failureText(t, asResultError(e)));
    }
  };

  return (
    <fieldset className="field-group atlas-relations__add">
      <legend>{t('atlas.add_relation')}</legend>
      <div className="field">
        <label htmlFor={searchId}>{t('atlas.relation_target')}</label>
        {target ? (
          <p className="atlas-relations__picked">
            <span dir="auto">{target.name}</span>
            <span className="muted"> · {t(`atlas.kind.${target.kind}`)}</span>{' '}
            <button type="button" className="button" onClick={() => setTarget(null)}>
              {t('atlas.change')}
            </button>
          </p>
        ) : (
          <input
            id={searchId}
            type="search"
            dir="auto"
            value={text}
            autoComplete="off"
            onChange={(e) => setText(e.target.value)}
          />
        )}
        {results.length > 0 && (
          <ul className="atlas-relations__results" aria-label={t('atlas.relation_results')}>
            {results.map((ref) => (
              <li key={`${ref.kind}:${ref.id}`}>
                <button type="button" className="button" onClick={() => setTarget(ref)}>
                  <span dir="auto">{ref.name || t('atlas.unnamed')}</span> ·{' '}
                  {t(`atlas.kind.${ref.kind}`)}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="field">
        <label htmlFor={typeId}>{t('atlas.relation_type')}</label>
        <input
          id={typeId}
          dir="auto"
          value={type}
          placeholder={t('atlas.relation_type_example')}
          onChange={(e) => setType(e.target.value)}
        />
      </div>
      <button
        type="button"
        className="button button--primary"
        disabled={!target}
        onClick={() => void add()}
      >
        <Link2 aria-hidden="true" size={16} /> {t('atlas.add_relation')}
      </button>
      {error && (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
