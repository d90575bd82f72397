/**
 * Page setup, applied live to the writing canvas and saved in app settings: theme, canvas width
 * (S/M/L), padding, font family and size, line height (with the readability hint), indentation,
 * tab spaces, background image, and list or grid for content lists.
 */

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PAIRED_DEFAULT_FACE } from '../../../workers/contract/book-faces';
import { ColourSwatch } from '../../components/ColourSwatch';
import {
  appSettingsAtom,
  CANVAS_WIDTHS,
  type CanvasSize,
  canvasSizeOf,
  FONT_FAMILIES,
  updateSettingsAtom,
} from '../../session/app-settings';
import { useAtom, useAtomValue, useSetAtom } from '../../state/jotai';
import { editorToolbarShownAtom, typewriterScrollingAtom } from '../../state/view-atoms';
import { THEMES } from '../../styles/theme';
import { BackgroundImageField } from './BackgroundImageField';
import { NUMBER_SETTINGS, PAGE_SETUP } from './page-setup-fields';
import { themeAtom } from './theme-atoms';

/** Each theme's room, page and accent colours (themes.css), shown beside its name. */
const THEME_PREVIEW: Record<(typeof THEMES)[number], string[]> = {
  light: ['#fbfaf7', '#fffdf8', '#3b3a8f'],
  dark: ['#16171b', '#1c1d21', '#aab6fb'],
  gray: ['#d9dadd', '#eeeff0', '#2c357f'],
};

/** Numbers are parsed; a failed parse gives empty (nothing is saved). */
const parseNumber = (value: string): number | null => {
  const n = Number.parseFloat(value);
  return Number.isFinite(n) ? n : null;
};

function NumberField(props: {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number | undefined;
  onChange: (n: number) => void;
  hint?: string | undefined;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        min={props.min}
        max={props.max}
        step={props.step ?? 1}
        value={props.value}
        aria-describedby={props.hint ? `${id}-hint` : undefined}
        onChange={(e) => {
          const n = parseNumber(e.target.value);
          if (n !== null && n >= props.min && n <= props.max) props.onChange(n);
        }}
      />
      {props.hint && (
        <small id={`${id}-hint`} className="muted">
          {props.hint}
        </small>
      )}
    </div>
  );
}

export function PageSetupPanel() {
  const { t } = useTranslation();
  const [theme, setTheme] = useAtom(themeAtom);
  const settings = useAtomValue(appSettingsAtom);
  const update = useSetAtom(updateSettingsAtom);
  const save = (changes: Parameters<typeof update>[0]) => void update(changes);

  return (
    <div className="page-setup">
      <fieldset className="field-group">
        <legend>{t('aside.theme')}</legend>
        {THEMES.map((name) => (
          <label key={name} className="radio">
            <input
              type="radio"
              name="theme"
              value={name}
              checked={theme === name}
              onChange={() => {
                setTheme(name);
                save({ selected_theme: name });
              }}
            />
            <ColourSwatch colours={THEME_PREVIEW[name]} />
            <span>{t(`aside.theme_${name}`)}</span>
          </label>
        ))}
      </fieldset>
      {settings && (
        <>
          <fieldset className="field-group">
            <legend>{t('page_setup.canvas_width')}</legend>
            <div className="segmented">
              {(Object.keys(CANVAS_WIDTHS) as CanvasSize[]).map((size) => (
                <label
                  key={size}
                  className={`radio${canvasSizeOf(settings.canvas_width) === size ? ' is-on' : ''}`}
                >
                  <input
                    type="radio"
                    name="canvas-width"
                    checked={canvasSizeOf(settings.canvas_width) === size}
                    onChange={() => save({ canvas_width: CANVAS_WIDTHS[size] })}
                  />
                  <span>{t(`page_setup.width_${size}`)}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset className="field-group field-grid">
            <legend>{t('page_setup.padding')}</legend>
            {(['top', 'right', 'bottom', 'left'] as const).map((side) => (
              <NumberField
                key={side}
                label={t(`page_setup.padding_${side}`)}
                value={settings.canvas_padding[side]}
                min={PAGE_SETUP.canvas_padding.min}
                max={PAGE_SETUP.canvas_padding.max}
                onChange={(n) =>
                  save({ canvas_padding: { ...settings.canvas_padding, [side]: n } })
                }
              />
            ))}
          </fieldset>
          <label className="field">
            <span>{t('page_setup.font_family')}</span>
            <select
              value={settings.font_family}
              onChange={(e) => save({ font_family: e.target.value })}
            >
              {FONT_FAMILIES.map((f) => (
                <option key={f.value} value={f.value}>
                  {f.value === 'system-ui'
                    ? t('page_setup.font_system')
                    : f.value === PAIRED_DEFAULT_FACE
                      ? t('page_setup.font_paired', { body: 'Literata', headings: f.value })
                      : f.value}
                </option>
              ))}
            </select>
          </label>
          {NUMBER_SETTINGS.map(({ key, field }) => (
            <NumberField
              key={key}
              label={t(field.labelKey)}
              value={settings[key]}
              min={field.min}
              max={field.max}
              step={'step' in field ? field.step : undefined}
              hint={'hintKey' in field ? t(field.hintKey) : undefined}
              onChange={(n) => save({ [key]: n })}
            />
          ))}
          <BackgroundImageField />
          <fieldset className="field-group">
            <legend>{t('page_setup.list_or_grid')}</legend>
            {(['list', 'grid'] as const).map((mode) => (
              <label key={mode} className="radio">
                <input
                  type="radio"
                  name="list-or-grid"
                  checked={settings.list_or_grid === mode}
                  onChange={() => save({ list_or_grid: mode })}
                />
                <span>{t(`page_setup.${mode}`)}</span>
              </label>
            ))}
          </fieldset>
          <WritingViewFields />
        </>
      )}
    </div>
  );
}

/** This browser's writing-view choices: the formatting toolbar and typewriter scrolling. */
function WritingViewFields() {
  const { t } = useTranslation();
  const [toolbar, setToolbar] = useAtom(editorToolbarShownAtom);
  const [typewriter, setTypewriter] = useAtom(typewriterScrollingAtom);
  return (
    <fieldset className="field-group">
      <legend>{t('page_setup.writing_view')}</legend>
      <label className="radio">
        <input type="checkbox" checked={toolbar} onChange={(e) => setToolbar(e.target.checked)} />
        <span>{t('page_setup.show_toolbar')}</span>
      </label>
      <label className="radio">
        <input
          type="checkbox"
          checked={typewriter}
          onChange={(e) => setTypewriter(e.target.checked)}
        />
        <span>{t('page_setup.typewriter')}</span>
      </label>
    </fieldset>
  );
}
