/**
 * The export dialog's choices: which sections, folder names as headings, fonts for EPUB and Word,
 * and Word's comments.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EXPORT_SECTIONS,
  type ExportChoices,
  type ExportFormat,
  PDF_TRIM_SIZES,
  PDF_VOLUME_PAGES,
  type PdfTrimSize,
} from '../../../workers/contract/export';
import type { TranslationKey } from '../../i18n/keys';
import { CommentsField } from './CommentsField';
import { CoverPictureField } from './CoverPictureField';
import { SECTION_LABEL_KEYS } from './export-texts';
import { ManuscriptFacesNote } from './ManuscriptFacesNote';
import { PresetField } from './PresetField';
import { SceneSeparatorField } from './SceneSeparatorField';
import { ChapterNumbersField, LeftOutField } from './StructureFields';

/** A manuscript has no title page, copyright page or contents of its own: its first page is the title. */
const MANUSCRIPT_SKIPS: ReadonlySet<string> = new Set(['title_page', 'copyright', 'toc']);

interface Props {
  format: ExportFormat;
  choices: ExportChoices;
  onChange: (choices: ExportChoices) => void;
}

/** The trim sizes' labels (a key may not hold a dot: 5.5x8.5 → 55x85). */
const TRIM_KEYS: Readonly<Record<PdfTrimSize, TranslationKey>> = {
  '6x9': 'export.pdf_trim_6x9',
  '5.5x8.5': 'export.pdf_trim_55x85',
  a5: 'export.pdf_trim_a5',
  a4: 'export.pdf_trim_a4',
  letter: 'export.pdf_trim_letter',
};

export function ExportChoicesForm({ format, choices, onChange }: Props) {
  const { t } = useTranslation();
  const hintId = useId();
  const fontsHintId = useId();
  const manuscript = format === 'pdf' && choices.pdf.kind === 'manuscript';
  return (
    <>
      <PresetField format={format} choices={choices} onChange={onChange} />
      {format === 'pdf' && <PdfChoicesForm choices={choices} onChange={onChange} />}
      <fieldset className="export-dialog__sections" aria-describedby={hintId}>
        <legend>{t('export.sections_legend')}</legend>
        <p id={hintId} className="muted">
          {t('export.sections_hint')}
        </p>
        <div className="export-dialog__grid">
          {EXPORT_SECTIONS.filter((s) => !manuscript || !MANUSCRIPT_SKIPS.has(s)).map((section) => (
            <label key={section} className="export-dialog__check">
              <input
                type="checkbox"
                checked={choices.sections[section]}
                onChange={(e) =>
                  onChange({
                    ...choices,
                    sections: { ...choices.sections, [section]: e.target.checked },
                  })
                }
              />
              {t(SECTION_LABEL_KEYS[section])}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="export-dialog__check">
        <input
          type="checkbox"
          checked={choices.folderHeadings}
          onChange={(e) => onChange({ ...choices, folderHeadings: e.target.checked })}
        />
        {t('export.folder_headings')}
      </label>
      <ChapterNumbersField choices={choices} onChange={onChange} />
      <LeftOutField choices={choices} onChange={onChange} />
      <SceneSeparatorField choices={choices} manuscript={manuscript} onChange={onChange} />
      {(format === 'epub' || format === 'docx') && (
        <>
          <label className="export-dialog__check">
            <input
              type="checkbox"
              aria-describedby={fontsHintId}
              checked={choices.embedFonts}
              onChange={(e) => onChange({ ...choices, embedFonts: e.target.checked })}
            />
            {t('export.embed_fonts')}
          </label>
          <p id={fontsHintId} className="muted export-dialog__hint">
            {t(format === 'epub' ? 'export.embed_fonts_hint' : 'export.embed_fonts_hint_docx')}
          </p>
        </>
      )}
      {format === 'docx' && <CommentsField choices={choices} onChange={onChange} />}
      {format === 'epub' && <CoverPictureField />}
    </>
  );
}

/** The PDF's kind (book or manuscript), and for a book its trim size and volume size. */
function PdfChoicesForm({ choices, onChange }: Omit<Props, 'format'>) {
  const { t } = useTranslation();
  const kindHintId = useId();
  const volumeHintId = useId();
  const draftingHintId = useId();
  const pdf = choices.pdf;
  const set = (next: Partial<ExportChoices['pdf']>) =>
    onChange({ ...choices, pdf: { ...pdf, ...next } });
  return (
    <>
      <fieldset className="export-dialog__pdf-kind" aria-describedby={kindHintId}>
        <legend>{t('export.pdf_kind_legend')}</legend>
        {(['book', 'manuscript'] as const).map((kind) => (
          <label key={kind} className="export-dialog__check">
            <input
              type="radio"
              name="pdf-kind"
              value={kind}
              checked={pdf.kind === kind}
              onChange={() => set({ kind })}
            />
            {t(kind === 'book' ? 'export.pdf_kind_book' : 'export.pdf_kind_manuscript')}
          </label>
        ))}
        <p id={kindHintId} className="muted export-dialog__hint">
          {t(pdf.kind === 'book' ? 'export.pdf_book_hint' : 'export.pdf_manuscript_hint')}
        </p>
        {pdf.kind === 'manuscript' && <ManuscriptFacesNote choices={choices} />}
      </fieldset>
      {pdf.kind === 'book' && (
        <div className="export-dialog__pdf-book">
          <label className="export-dialog__field">
            <span>{t('export.pdf_trim')}</span>
            <select value={pdf.trim} onChange={(e) => set({ trim: e.target.value as PdfTrimSize })}>
              {PDF_TRIM_SIZES.map((trim) => (
                <option key={trim} value={trim}>
                  {t(TRIM_KEYS[trim])}
                </option>
              ))}
            </select>
          </label>
          <label className="export-dialog__field">
            <span>{t('export.pdf_volume_pages')}</span>
            <input
              type="number"
              inputMode="numeric"
              min={PDF_VOLUME_PAGES.min}
              max={PDF_VOLUME_PAGES.max}
              step={50}
              value={pdf.volumePages}
              aria-describedby={volumeHintId}
              onChange={(e) => {
                const value = Number(e.target.value);
                if (Number.isFinite(value) && value > 0) set({ volumePages: value });
              }}
              onBlur={() => {
                // Within bounds once the field is left; unchanged, nothing is planned again
                // (a click on Export right after typing must not meet a disabled button).
                const bounded = Math.min(
                  PDF_VOLUME_PAGES.max,
                  Math.max(PDF_VOLUME_PAGES.min, Math.round(pdf.volumePages)),
                );
                if (bounded !== pdf.volumePages) set({ volumePages: bounded });
              }}
            />
          </label>
          <p id={volumeHintId} className="muted export-dialog__hint">
            {t('export.pdf_volume_hint')}
          </p>
          <label className="export-dialog__check">
            <input
              type="checkbox"
              checked={pdf.draftingMarks}
              aria-describedby={draftingHintId}
              onChange={(e) => set({ draftingMarks: e.target.checked })}
            />
            {t('export.pdf_drafting_marks')}
          </label>
          <p id={draftingHintId} className="muted export-dialog__hint">
            {t('export.pdf_drafting_hint')}
          </p>
        </div>
      )}
    </>
  );
}
