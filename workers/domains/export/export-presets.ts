/**
 * The book's export presets (contract/export-presets.ts): the built-in ones, then the author's,
 * kept in `ebook_settings` record 1 as `book_settings.exportPresets` (in the book file too).
 */

import { AppError } from '../../contract/errors';
import type { ExportChoices, ExportFormat } from '../../contract/export';
import {
  BUILT_IN_PRESETS,
  type ExportPreset,
  MAX_EXPORT_PRESETS,
  MAX_PRESET_NAME,
  normaliseExportPreset,
} from '../../contract/export-presets';
import { newId } from '../../core/ids';
import { toPlainText } from '../../core/sanitize-html';
import type { DbSession } from '../../db/session';

const stored = (value: unknown): ExportPreset[] =>
  (Array.isArray(value) ? value : []).flatMap((p) => normaliseExportPreset(p) ?? []);

/** The built-in presets, then the author's, in the order saved. */
export async function listExportPresets(session: DbSession): Promise<ExportPreset[]> {
  const record = await session.get().ebook_settings.get(1);
  return [...BUILT_IN_PRESETS, ...stored(record?.book_settings?.exportPresets)];
}

async function writePresets(
  session: DbSession,
  change: (presets: ExportPreset[]) => ExportPreset[],
): Promise<ExportPreset[]> {
  const db = session.get();
  await db.transaction('rw', ['ebook_settings', 'current_document'], async () => {
    const record = await db.ebook_settings.get(1);
    const presets = change(stored(record?.book_settings?.exportPresets));
    const documentId =
      record?.documentId ?? (await db.current_document.toCollection().first())?.uuid ?? '';
    await db.ebook_settings.put({
      ...(record ?? {}),
      id: 1,
      documentId,
      book_settings: { ...(record?.book_settings ?? {}), exportPresets: presets },
    });
  });
  session.changed('ebook_settings', [1]);
  return listExportPresets(session);
}

/** Saves the choices as a preset of `format` under `name` (one of that name is replaced). */
export async function saveExportPreset(
  session: DbSession,
  name: string,
  format: ExportFormat,
  choices: ExportChoices,
): Promise<ExportPreset[]> {
  const clean = toPlainText(String(name ?? ''))
    .trim()
    .slice(0, MAX_PRESET_NAME);
  if (!clean) throw new AppError('invalid_argument', { reason: 'A preset needs a name' });
  const preset = normaliseExportPreset({ id: newId(), name: clean, format, choices });
  if (!preset) throw new AppError('invalid_argument', { reason: 'Not a preset' });
  return writePresets(session, (presets) => {
    const others = presets.filter((p) => !(p.format === format && p.name === clean));
    if (others.length >= MAX_EXPORT_PRESETS)
      throw new AppError('invalid_argument', { reason: 'Too many presets' });
    return [...others, preset];
  });
}

/** Deletes one of the author's presets (a built-in one cannot be). */
export async function deleteExportPreset(session: DbSession, id: string): Promise<ExportPreset[]> {
  return writePresets(session, (presets) => presets.filter((p) => p.id !== id));
}
