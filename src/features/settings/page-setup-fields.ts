/**
 * Every stored setting (app settings record 1, whose defaults are DEFAULT_APP_SETTINGS in
 * workers/contract/constants.ts) with the control that edits it in page setup. A record over the
 * settings' keys: a setting added to the contract without its control here does not build.
 * Number settings are laid out from this list, in its order; the others have their own control
 * in PageSetupPanel. (How to add a setting: docs/architecture.md.)
 */
import type { AppSettingsValues } from '../../../workers/contract/records';

export type SettingControl =
  | { control: 'theme' }
  | { control: 'canvas-width' }
  | { control: 'padding'; min: number; max: number }
  | { control: 'font' }
  | {
      control: 'number';
      labelKey: string;
      min: number;
      max: number;
      step?: number;
      hintKey?: string;
    }
  | { control: 'list-or-grid' };

export const PAGE_SETUP = {
  selected_theme: { control: 'theme' },
  canvas_width: { control: 'canvas-width' },
  canvas_padding: { control: 'padding', min: 0, max: 200 },
  font_family: { control: 'font' },
  font_size: { control: 'number', labelKey: 'page_setup.font_size', min: 10, max: 48 },
  line_height: {
    control: 'number',
    labelKey: 'page_setup.line_height',
    min: 1,
    max: 3,
    step: 0.1,
    hintKey: 'page_setup.line_height_hint',
  },
  indent_size: { control: 'number', labelKey: 'page_setup.indent', min: 0, max: 12 },
  tab_spaces: { control: 'number', labelKey: 'page_setup.tab_spaces', min: 1, max: 12 },
  list_or_grid: { control: 'list-or-grid' },
} as const satisfies Record<keyof AppSettingsValues, SettingControl>;

type Field = (typeof PAGE_SETUP)[keyof typeof PAGE_SETUP];
type NumberSetting = Extract<Field, { control: 'number' }>;
type NumberKey = {
  [K in keyof typeof PAGE_SETUP]: (typeof PAGE_SETUP)[K] extends { control: 'number' } ? K : never;
}[keyof typeof PAGE_SETUP];

/** The number settings, each with its label, range and hint, in page setup's order. */
export const NUMBER_SETTINGS = (Object.keys(PAGE_SETUP) as (keyof typeof PAGE_SETUP)[])
  .filter((key): key is NumberKey => PAGE_SETUP[key].control === 'number')
  .map((key) => ({ key, field: PAGE_SETUP[key] as NumberSetting }));
