/**
 * An atlas record as a form draft (src/session/useFormDraft.ts): a change's keys are the record's
 * field names, `__tags` for its tags and `picture:<key>` for its picture. Fields and tags are
 * journaled under `atlas:<kind>:<id>` (src/session/form-journal.ts) and replayed at the next
 * start; the picture is sent at once and not journaled.
 */
import {
  type AtlasChange,
  type AtlasKind,
  type AtlasRecord,
  isAtlasKind,
} from '../../../workers/contract/atlas';
import type { DraftShape } from '../../session/draft-saver';
import { formJournal } from '../../session/form-journal';
import type { FormDraftOptions } from '../../session/useFormDraft';
import { unwrap, workerApi } from '../../worker-client/client';

/** A change to the record's picture: the uploaded one, the address, which one shows. */
export type Picture = Partial<Pick<AtlasRecord, 'image' | 'image_url' | 'image_source'>>;

/** The change key that holds a record's tags (also its journal field). */
export const TAGS = '__tags';
const PICTURE = 'picture:';

/** The flat changes of a record form: field names, `__tags`, `picture:<key>`. */
export type AtlasEdits = Record<string, unknown>;

export const pictureEdits = (picture: Picture): AtlasEdits =>
  Object.fromEntries(Object.entries(picture).map(([key, value]) => [PICTURE + key, value]));

/** The worker's change for flat edits. */
export function atlasChangeOf(edits: AtlasEdits): AtlasChange {
  const change: AtlasChange & { fields: Record<string, unknown> } = { fields: {} };
  for (const [key, value] of Object.entries(edits)) {
    if (key === TAGS) change.tags = value;
    else if (key.startsWith(PICTURE)) change[key.slice(PICTURE.length) as keyof Picture] = value;
    else change.fields[key] = value;
  }
  return change;
}

const ATLAS_SHAPE: DraftShape<AtlasRecord> = {
  get: (record, key) =>
    key === TAGS
      ? record.tags
      : key.startsWith(PICTURE)
        ? record[key.slice(PICTURE.length) as keyof Picture]
        : record.fields[key],
  set: (record, key, value) =>
    key === TAGS
      ? { ...record, tags: value as string[] }
      : key.startsWith(PICTURE)
        ? { ...record, [key.slice(PICTURE.length)]: value }
        : {
            ...record,
            fields: { ...record.fields, [key]: value as AtlasRecord['fields'][string] },
          },
};

type RecordKey = { kind: AtlasKind; id: number };

/** Atlas records in the draft journal. */
export const ATLAS_FORMS = formJournal<RecordKey>({
  prefix: 'atlas',
  format: ({ kind, id }) => `${kind}:${id}`,
  parse: (rest) => {
    const match = /^(\w+):(\d+)$/.exec(rest);
    return match && isAtlasKind(match[1]) ? { kind: match[1], id: Number(match[2]) } : null;
  },
  store: async ({ kind, id }, fields) =>
    unwrap(await workerApi().updateAtlasRecord(kind, id, atlasChangeOf(fields))),
  unjournaled: (key) => key.startsWith(PICTURE),
});

/** Stores the atlas edits a closed tab left unsent (open book only); answers how many. */
export const replayAtlasDrafts = ATLAS_FORMS.replay;

/** The form options of one record (read once, when its card mounts). */
export function atlasFormOptions(
  kind: AtlasKind,
  id: number,
): FormDraftOptions<AtlasRecord, AtlasEdits> {
  return {
    save: async (edits) =>
      unwrap(await workerApi().updateAtlasRecord(kind, id, atlasChangeOf(edits))),
    journal: ATLAS_FORMS.journal({ kind, id }),
    shape: ATLAS_SHAPE,
  };
}
