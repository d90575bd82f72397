/**
 * One atlas record as a card (issue 24): its picture and key facts at the top, the other fields
 * below (two columns where the screen is wide, one on a phone), one Relations section (typed
 * relations and the free-text relationships), where it appears, delete (behind the confirm
 * dialog) and restore. Edits are saved as the author types (useFormDraft, atlas-draft.ts).
 */
import { ArrowLeft, Replace, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ATLAS_FIELDS, nameField } from '../../../workers/contract/atlas';
import { useConfirm } from '../../components/confirm';
import { NotFoundPage } from '../../components/NotFoundPage';
import { TagInput } from '../../components/TagInput';
import { ATLAS_SECTIONS } from '../../navigation/sections';
import { useFormDraft } from '../../session/useFormDraft';
import { openFindAtom } from '../../state/find-request';
import { useSetAtom } from '../../state/jotai';
import { workerApi } from '../../worker-client/client';
import { useWorkerQuery } from '../../worker-client/useWorkerQuery';
import { AtlasAppearances } from './AtlasAppearances';
import { AtlasFieldEditor, useTagTexts } from './AtlasFieldEditor';
import { AtlasPicture } from './AtlasPicture';
import { AtlasRelations } from './AtlasRelations';
import { atlasFormOptions, pictureEdits, TAGS } from './atlas-draft';
import { cardPlaceOf, SECTION_KINDS } from './atlas-kinds';
import './atlas.css';
import type { TranslationKey } from '../../i18n/keys';

export function AtlasRecordPage({ section }: { section: string }) {
  const { recordId } = useParams();
  const kind = SECTION_KINDS[section];
  const id = Number(recordId);
  if (!kind || !Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  return <AtlasRecordEditor key={`${kind}:${id}`} section={section} kind={kind} id={id} />;
}

function AtlasRecordEditor({
  section,
  kind,
  id,
}: {
  section: string;
  kind: NonNullable<(typeof SECTION_KINDS)[string]>;
  id: number;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const texts = useTagTexts();
  const openFind = useSetAtom(openFindAtom);
  const { data, error } = useWorkerQuery(() => workerApi().getAtlasRecord(kind, id), [kind, id]);
  const form = useFormDraft(data, atlasFormOptions(kind, id));
  const { draft, status: saveState, change, flush } = form;
  const def = ATLAS_SECTIONS.find((s) => s.id === section);
  const listTitle = def ? t(def.titleKey) : '';

  if (error) return <NotFoundPage />;
  if (!draft) return <p className="muted">{t('app.loading')}</p>;
  const name = String(draft.fields[nameField(kind)] ?? '');
  const fieldsAt = (place: ReturnType<typeof cardPlaceOf>, labelKey?: TranslationKey) =>
    ATLAS_FIELDS[kind]
      .filter((field) => cardPlaceOf(field.key) === place)
      .map((field) => (
        <AtlasFieldEditor
          key={field.key}
          field={field}
          {...(labelKey ? { label: t(labelKey) } : {})}
          value={draft.fields[field.key]}
          onChange={(value, immediate) => change({ [field.key]: value }, immediate)}
          onBlur={flush}
        />
      ));

  const remove = async () => {
    void flush();
    const yes = await confirm({
      title: t('atlas.delete_title', { name }),
      text: t('atlas.delete_text'),
      confirmLabel: t('atlas.delete'),
      cancelLabel: t('atlas.cancel'),
      danger: true,
    });
    if (!yes) return;
    const result = await workerApi().setAtlasDeleted(kind, id, true);
    if (result.success) navigate(`/world-atlas/${section}`);
  };
  const restore = async () => {
    const result = await workerApi().setAtlasDeleted(kind, id, false);
    if (result.success) form.receive(result.data);
  };

  return (
    <article className="section-page atlas-record">
      <p className="chapter-crumb">
        <Link to={`/world-atlas/${section}`}>
          <ArrowLeft aria-hidden="true" size={14} /> {listTitle}
        </Link>
      </p>
      <div className="atlas-record__head">
        <h1 dir="auto">{name || t('atlas.unnamed')}</h1>
        <p className="muted atlas-record__status" role="status">
          {saveState === 'saving'
            ? t('atlas.saving')
            : saveState === 'saved'
              ? t('atlas.saved')
              : saveState === 'failed'
                ? t('atlas.save_failed')
                : ''}
        </p>
        {/* Up here, not under "Appears in": that list loads as the name changes and would move
            the buttons from under the author's pointer. */}
        {draft.mark_for_delete === 0 && (
          <div className="button-row atlas-record__actions">
            {name.trim() && (
              <button
                type="button"
                className="button"
                onClick={() =>
                  // The replace preview with the record's name and aliases as whole words (issue 28).
                  openFind({
                    names: [name, ...((draft.fields.aliases as string[] | undefined) ?? [])],
                    replacement: '',
                  })
                }
              >
                <Replace aria-hidden="true" size={16} /> {t('find.rename_in_book')}
              </button>
            )}
            <button type="button" className="button button--danger" onClick={() => void remove()}>
              <Trash2 aria-hidden="true" size={16} /> {t('atlas.delete')}
            </button>
          </div>
        )}
      </div>
      {draft.mark_for_delete === 1 && (
        <p className="atlas-record__deleted" role="note">
          {t('atlas.deleted_note')}{' '}
          <button type="button" className="button" onClick={() => void restore()}>
            {t('atlas.restore')}
          </button>
        </p>
      )}
      <form className="atlas-record__card" onSubmit={(e) => e.preventDefault()}>
        <section className="atlas-record__top" aria-labelledby="atlas-facts-title">
          <h2 id="atlas-facts-title" className="visually-hidden">
            {t('atlas.key_facts')}
          </h2>
          <AtlasPicture
            record={draft}
            name={name}
            onChange={(picture) => change(pictureEdits(picture), true)}
          />
          <div className="atlas-record__facts">
            {fieldsAt('facts')}
            <TagInput
              label={t('atlas.field.tags')}
              values={draft.tags}
              texts={texts}
              onChange={(tags) => change({ [TAGS]: tags }, true)}
            />
          </div>
        </section>
        <div className="atlas-record__fields">{fieldsAt('body')}</div>
      </form>
      <AtlasRelations kind={kind} id={id} name={name}>
        {fieldsAt('relations', 'atlas.other_relationships')}
      </AtlasRelations>
      <AtlasAppearances
        kind={kind}
        id={id}
        names={[name, ...((draft.fields.aliases as string[] | undefined) ?? [])].join('\n')}
      />
    </article>
  );
}
