/**
 * How the 12 badge colours and the 10 backgrounds look. Backgrounds are pastel with dark text
 * in the light and gray themes and deep tints with light text in the dark theme (notes.css), so
 * a note's text keeps at least 4.5:1 contrast in every theme (note-colours.test.ts checks it).
 */
import { NOTE_BACKGROUNDS, NOTE_BADGE_COLORS } from '../../../workers/contract/constants';

export type BadgeColour = (typeof NOTE_BADGE_COLORS)[number];
export type NoteBackground = (typeof NOTE_BACKGROUNDS)[number];

/** Badge dots: mid-tone colours that stand out (3:1) from every background's text side. */
export const BADGE_HEX: Record<BadgeColour, string> = {
  red: '#dc2626',
  orange: '#ea580c',
  yellow: '#ca8a04',
  lime: '#65a30d',
  green: '#16a34a',
  teal: '#0d9488',
  blue: '#2563eb',
  indigo: '#4f46e5',
  violet: '#7c3aed',
  purple: '#9333ea',
  pink: '#db2777',
  gray: '#6b7280',
};

/** Background and text of a note, per theme family: light (light and gray themes) and dark. */
export const BACKGROUND_HEX: Record<
  NoteBackground,
  { light: [string, string]; dark: [string, string] }
> = {
  yellow: { light: ['#fef3c7', '#1f1d1a'], dark: ['#4a3b0a', '#fdf6e3'] },
  blue: { light: ['#dbeafe', '#172033'], dark: ['#1e3356', '#e8f0ff'] },
  pink: { light: ['#fce7f3', '#2a1422'], dark: ['#4f1d3a', '#fde8f4'] },
  green: { light: ['#dcfce7', '#13251a'], dark: ['#173d26', '#e6fbec'] },
  orange: { light: ['#ffedd5', '#2a1a0c'], dark: ['#4d2a0f', '#fff0e0'] },
  purple: { light: ['#ede9fe', '#1f1733'], dark: ['#352a5c', '#f1edff'] },
  mint: { light: ['#ccfbf1', '#10262a'], dark: ['#123d38', '#e3fbf6'] },
  gray: { light: ['#e5e7eb', '#16181c'], dark: ['#33363d', '#f0f1f3'] },
  white: { light: ['#ffffff', '#1f1d1a'], dark: ['#24262b', '#ecebe8'] },
  dark: { light: ['#2b2d33', '#f3f3f1'], dark: ['#0e0f12', '#ecebe8'] },
};

export const isBadgeColour = (value: string): value is BadgeColour =>
  (NOTE_BADGE_COLORS as readonly string[]).includes(value);

export const isNoteBackground = (value: string): value is NoteBackground =>
  (NOTE_BACKGROUNDS as readonly string[]).includes(value);

/** The CSS custom properties that paint a note with `background` in every theme. */
export function backgroundStyle(background: string): Record<string, string> {
  const entry = BACKGROUND_HEX[isNoteBackground(background) ? background : 'white'];
  return {
    '--note-bg': entry.light[0],
    '--note-text': entry.light[1],
    '--note-bg-dark': entry.dark[0],
    '--note-text-dark': entry.dark[1],
  };
}

/** WCAG contrast ratio of two #rrggbb colours. */
export function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (bl ?? 0);
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}
