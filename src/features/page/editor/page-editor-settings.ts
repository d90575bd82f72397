/** Page setup (font, size, line height, indentation, tab width) as CSS custom properties. */
import type { CSSProperties } from 'react';

/** The page-setup values the editor applies. Numbers: px for font size, `ch` for indentation. */
export interface PageEditorSettings {
  fontFamily?: string;
  /** 22 (px) or any CSS length such as '1rem'. */
  fontSize?: number | string;
  /** 1.5 (unitless) or any CSS line height such as '1.5rem'. */
  lineHeight?: number | string;
  /** First-line indent of paragraphs: a number of characters, or a CSS length. */
  indentSize?: number | string;
  /** Width of a tab character, in spaces. */
  tabSpaces?: number;
}

/** Custom properties editor.css reads; settings left out fall back to the app's `--canvas-*`. */
export function settingsStyle(settings: PageEditorSettings | undefined): CSSProperties {
  const style: Record<string, string> = {};
  if (!settings) return style;
  const { fontFamily, fontSize, lineHeight, indentSize, tabSpaces } = settings;
  if (fontFamily) style['--sb-editor-font-family'] = fontFamily;
  if (fontSize !== undefined) style['--sb-editor-font-size'] = withUnit(fontSize, 'px');
  if (lineHeight !== undefined) style['--sb-editor-line-height'] = String(lineHeight);
  if (indentSize !== undefined) style['--sb-editor-indent'] = withUnit(indentSize, 'ch');
  if (tabSpaces !== undefined) style['--sb-editor-tab-size'] = String(tabSpaces);
  return style as CSSProperties;
}

function withUnit(value: number | string, unit: string): string {
  return typeof value === 'number' ? `${value}${unit}` : value;
}
