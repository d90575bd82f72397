/** The export dialog's choices: which sections, folder names as headings, fonts for EPUB. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EXPORT_SECTIONS,
  type ExportChoices,
  type ExportFormat,
} from '../../../workers/contract/export';
import { SECTION_LABEL_KEYS } from './export-texts';

/** A manuscript has no title page, copyright page or contents of its own: its first page is the title. */
const MANUSCRIPT_SKIPS: ReadonlySet<string> = new Set(['title_page', 'copyright', 'toc']);

interface Props {
  format: ExportFormat;
  choices: ExportChoices;
  onChange: (choices: ExportChoices) => void;
}

export function ExportChoicesForm({ format, choices, onChange }: Props) {
  const { t } = useTranslation();
  const hintId = useId();
  const fontsHintId = useId();
  return (
    <>
      <fieldset className="export-dialog__sections" aria-describedby={hintId}>
        <legend>{t('export.sections_legend')}</legend>
        <p id={hintId} className="muted">
          {t('export.sections_hint')}
        </p>
        <div className="export-dialog__grid">
          {EXPORT_SECTIONS.filter((s) => format !== 'pdf' || !MANUSCRIPT_SKIPS.has(s)).map(
            (section) => (
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
            ),
          )}
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
      {format === 'pdf' && (
        <p className="muted export-dialog__hint">{t('export.pdf_manuscript_hint')}</p>
      )}
      {format === 'epub' && (
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
            {t('export.embed_fonts_hint')}
          </p>
        </>
      )}
    </>
  );
}
