/**
 * An atlas record being edited: what the author sees is the local draft; changes go to the
 * worker 400 ms after the last keystroke (lists, tags and the type at once), when a field loses
 * focus, when the record is left and when the page is hidden. Each change is in the draft
 * journal from the keystroke until the worker stored it (atlas-journal.ts), so closing the tab
 * loses nothing. Nothing is re-read under the author's cursor: the worker's answer replaces the
 * draft only for fields not changed since.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AtlasKind, AtlasRecord } from '../../../workers/contract/atlas';
import { workerApi } from '../../worker-client/client';
import { useWorkerQuery } from '../../worker-client/useWorkerQuery';
import { atlasTarget, journalAtlasChange, settleAtlasChange } from './atlas-journal';

const SAVE_DELAY_MS = 400;

export type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

interface Pending {
  fields: Record<string, unknown>;
  tags?: string[];
  picture?: Picture;
}

/** A change to the record's picture: the uploaded one, the address, which one shows. */
export type Picture = Partial<Pick<AtlasRecord, 'image' | 'image_url' | 'image_source'>>;

export function useAtlasDraft(kind: AtlasKind, id: number) {
  const { data, error } = useWorkerQuery(() => workerApi().getAtlasRecord(kind, id), [kind, id]);
  const [draft, setDraft] = useState<AtlasRecord | null>(null);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const pending = useRef<Pending>({ fields: {} });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const target = atlasTarget(kind, id);

  useEffect(() => {
    if (data) setDraft((d) => (d && d.id === data.id && d.kind === data.kind ? d : data));
  }, [data]);

  const flush = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const change = pending.current;
    if (
      Object.keys(change.fields).length === 0 &&
      change.tags === undefined &&
      change.picture === undefined
    )
      return;
    pending.current = { fields: {} };
    setSaveState('saving');
    const { picture, ...rest } = change;
    workerApi()
      .updateAtlasRecord(kind, id, { ...rest, ...picture })
      .then(
        (result) => {
          if (!result.success) {
            // Kept for the next try: nothing the author typed is dropped.
            pending.current = {
              fields: { ...change.fields, ...pending.current.fields },
              ...((pending.current.tags ?? change.tags)
                ? { tags: pending.current.tags ?? change.tags }
                : {}),
            };
            setSaveState('failed');
            return;
          }
          settleAtlasChange(target, change);
          setSaveState(
            Object.keys(pending.current.fields).length || pending.current.tags ? 'saving' : 'saved',
          );
          // The stored (cleaned) values, except fields changed again since.
          setDraft((d) => {
            if (!d) return result.data;
            const fields = { ...result.data.fields };
            for (const key of Object.keys(pending.current.fields)) {
              const mine = d.fields[key];
              if (mine !== undefined) fields[key] = mine;
            }
            return {
              ...result.data,
              fields,
              tags: pending.current.tags ?? result.data.tags,
            };
          });
        },
        () => setSaveState('failed'),
      );
  }, [kind, id, target]);

  const setField = useCallback(
    (key: string, value: AtlasRecord['fields'][string], immediate = false) => {
      setDraft((d) => (d ? { ...d, fields: { ...d.fields, [key]: value } } : d));
      pending.current.fields[key] = value;
      journalAtlasChange(target, { fields: { [key]: value } });
      setSaveState('saving');
      if (timer.current) clearTimeout(timer.current);
      if (immediate) flush();
      else timer.current = setTimeout(flush, SAVE_DELAY_MS);
    },
    [flush, target],
  );

  const setPicture = useCallback(
    (picture: Picture) => {
      setDraft((d) => (d ? { ...d, ...picture } : d));
      pending.current.picture = { ...pending.current.picture, ...picture };
      flush();
    },
    [flush],
  );

  const setTags = useCallback(
    (tags: string[]) => {
      setDraft((d) => (d ? { ...d, tags } : d));
      pending.current.tags = tags;
      journalAtlasChange(target, { tags });
      flush();
    },
    [flush, target],
  );

  useEffect(() => {
    const onHide = () => flush();
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      flush();
    };
  }, [flush]);

  return { draft, error, saveState, setField, setTags, setPicture, flush, setDraft };
}
