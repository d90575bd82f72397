/**
 * The book's colour labels as the tree shows them: each label's colour and name (the author's
 * text, else the colour's name in the interface language), read from the worker and kept
 * current when a label is renamed.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LabelRecord } from '../../../workers/contract/records';
import { workerApi } from '../../worker-client/client';
import { useWorkerQuery } from '../../worker-client/useWorkerQuery';

export interface TreeLabel {
  uuid: string;
  color: string;
  /** The colour's name (red, orange…). */
  colour: string;
  /** What the tree shows: the author's name for it, else the colour's name. */
  text: string;
  /** The author's own name for it ('' when none). */
  own: string;
}

const NONE: LabelRecord[] = [];

export function useTreeLabels(): { labels: TreeLabel[]; byId: ReadonlyMap<string, TreeLabel> } {
  const { t } = useTranslation();
  const { data } = useWorkerQuery(() => workerApi().listLabels(), [], ['labels']);
  const records = data ?? NONE;
  return useMemo(() => {
    const labels = records.map((l) => {
      const colour = t(`labels.colour.${l.name}`, { defaultValue: l.name });
      return { uuid: l.uuid, color: l.color, colour, text: l.label || colour, own: l.label };
    });
    return { labels, byId: new Map(labels.map((l) => [l.uuid, l])) };
  }, [records, t]);
}
