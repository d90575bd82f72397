/**
 * The manuscript's faces, said before exporting (issue 25, item 5): standard manuscript format
 * promises 12 pt Times, but a book with text Times cannot set is set in other faces. The worker
 * reads the text the manuscript prints and answers with the typesetter's own mapping.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportChoices } from '../../../workers/contract/export';
import type { BookScript, ManuscriptFaces } from '../../../workers/contract/manuscript-faces';
import { isolateFor } from '../../i18n/format';
import type { TranslationKey } from '../../i18n/keys';
import { stringKeyed } from '../../i18n/keys';
import { unwrap, workerApi } from '../../worker-client/client';
import { loadExportTexts } from './export-texts';

/** Each script's name. */
const SCRIPT_KEYS: Readonly<Record<BookScript, TranslationKey>> = {
  'greek-cyrillic': 'export.script_greek_cyrillic',
  arabic: 'export.script_arabic',
  devanagari: 'export.script_devanagari',
  thai: 'export.script_thai',
  georgian: 'export.script_georgian',
  kana: 'export.script_kana',
  hangul: 'export.script_hangul',
  han: 'export.script_han',
};

export function ManuscriptFacesNote({ choices }: { choices: ExportChoices }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const iso = isolateFor(i18n.dir());
  const [faces, setFaces] = useState<ManuscriptFaces | null>(null);
  // Only the choices that decide which text the manuscript prints ask the worker again.
  const { sections, includeLeftOut, folderHeadings, chapterNumbers } = choices;
  const textKey = JSON.stringify([sections, includeLeftOut, folderHeadings, chapterNumbers]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: textKey stands for the choices it names.
  useEffect(() => {
    let live = true;
    (async () => {
      const texts = await loadExportTexts(stringKeyed(t));
      const answer = unwrap(await workerApi().manuscriptFaces({ choices, texts, language }));
      if (live) setFaces(answer);
    })().catch(() => live && setFaces(null));
    return () => {
      live = false;
    };
  }, [textKey, language, t]);

  if (!faces || faces.times) return null;
  const list = new Intl.ListFormat(language, { type: 'conjunction' });
  // Scripts set in the same face are named together; the body face's need no line of their own.
  const byFace = new Map<string, string[]>();
  for (const { script, face } of faces.scripts) {
    if (face === faces.body) continue;
    byFace.set(face, [...(byFace.get(face) ?? []), t(SCRIPT_KEYS[script])]);
  }
  const items = [...byFace].map(([face, scripts]) =>
    t('export.manuscript_face_script', { scripts: list.format(scripts), face: iso(face) }),
  );
  return (
    <p className="export-dialog__hint export-dialog__faces" role="status">
      {t('export.manuscript_faces_body', { face: iso(faces.body) })}
      {items.length > 0 && ` ${t('export.manuscript_faces_scripts', { list: list.format(items) })}`}
    </p>
  );
}
