/**
 * Export presets in the dialog (issue 25): choose a named set of choices for this format — the
 * built-in ones (standard manuscript, print book 6 × 9 in, e-book, editor review) or the
 * author's — save the dialog's choices as a new one, or delete one of the author's. Presets are
 * kept with the book (the worker's export-presets.ts), so they travel in the book file.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportChoices, ExportFormat } from '../../../workers/contract/export';
import type { ExportPreset } from '../../../workers/contract/export-presets';
import type { TranslationKey } from '../../i18n/keys';
import { unwrap, workerApi } from '../../worker-client/client';
import { useWorkerQuery } from '../../worker-client/useWorkerQuery';

const BUILT_IN_KEYS: Readonly<Record<string, TranslationKey>> = {
  manuscript: 'export.preset_manuscript',
  'print-6x9': 'export.preset_print_6x9',
  ebook: 'export.preset_ebook',
  'editor-review': 'export.preset_editor_review',
};

interface Props {
  format: ExportFormat;
  choices: ExportChoices;
  onChange: (choices: ExportChoices) => void;
}

export function PresetField({ format, choices, onChange }: Props) {
  const { t } = useTranslation();
  const hintId = useId();
  const nameId = useId();
  const [chosen, setChosen] = useState('');
  const [name, setName] = useState('');
  const [saved, setSaved] = useState<string | null>(null);
  const [fresh, setFresh] = useState<ExportPreset[] | null>(null);
  const query = useWorkerQuery(() => workerApi().listExportPresets(), [], ['ebook_settings']);
  const presets = (fresh ?? query.data ?? []).filter((p) => p.format === format);
  const labelOf = (p: ExportPreset) => {
    const key = p.builtIn ? BUILT_IN_KEYS[p.id] : undefined;
    return key ? t(key) : p.name;
  };
  const selected = presets.find((p) => p.id === chosen) ?? null;

  const choose = (id: string) => {
    setChosen(id);
    setSaved(null);
    const preset = presets.find((p) => p.id === id);
    // A preset never takes in the items left out: that stays this export's own choice.
    if (preset) {
      const { includeLeftOut, includeComments } = choices;
      onChange({ ...preset.choices, includeLeftOut, includeComments });
    }
  };
  const save = async () => {
    const clean = name.trim();
    if (!clean) return;
    const list = unwrap(await workerApi().saveExportPreset(clean, format, choices));
    setFresh(list);
    setChosen(list.find((p) => p.format === format && p.name === clean)?.id ?? '');
    setName('');
    setSaved(clean);
  };
  const remove = async () => {
    if (!selected || selected.builtIn) return;
    setFresh(unwrap(await workerApi().deleteExportPreset(selected.id)));
    setChosen('');
    setSaved(null);
  };

  return (
    <fieldset className="export-dialog__presets" aria-describedby={hintId}>
      <legend>{t('export.preset')}</legend>
      <p id={hintId} className="muted export-dialog__hint">
        {t('export.preset_hint')}
      </p>
      <div className="export-dialog__preset-row">
        <label className="export-dialog__field">
          <span className="visually-hidden">{t('export.preset')}</span>
          <select value={chosen} onChange={(e) => choose(e.target.value)}>
            <option value="">{t('export.preset_last')}</option>
            {presets.map((p) => (
              <option key={p.id} value={p.id}>
                {labelOf(p)}
              </option>
            ))}
          </select>
        </label>
        {selected && !selected.builtIn && (
          <button type="button" className="button" onClick={() => void remove()}>
            {t('export.preset_delete')}
          </button>
        )}
      </div>
      <div className="export-dialog__preset-row">
        <label className="export-dialog__field" htmlFor={nameId}>
          <span>{t('export.preset_name')}</span>
          <input
            id={nameId}
            type="text"
            value={name}
            maxLength={80}
            onChange={(e) => setName(e.target.value)}
          />
        </label>
        <button
          type="button"
          className="button"
          aria-disabled={!name.trim()}
          onClick={() => void save()}
        >
          {t('export.preset_save')}
        </button>
      </div>
      {saved && (
        <p className="muted export-dialog__hint" role="status">
          {t('export.preset_saved', { name: saved })}
        </p>
      )}
    </fieldset>
  );
}
