/** App settings (record 1) as the screens see them, kept in step with the worker. */
import { useEffect } from 'react';
import { bookFaces } from '../../workers/contract/book-faces';
import { DEFAULT_APP_SETTINGS } from '../../workers/contract/constants';
import type { AppSettingsRecord } from '../../workers/contract/records';
import { atom, useSetAtom } from '../state/jotai';
import { workerApi } from '../worker-client/client';
import { useWorkerQuery } from '../worker-client/useWorkerQuery';

export const appSettingsAtom = atom<AppSettingsRecord | null>(null);

/**
 * Loads settings once and again whenever they change. Settings that read the same keep their
 * object, so the page editor does not re-render for nothing.
 */
export function useAppSettingsSync(): void {
  const set = useSetAtom(appSettingsAtom);
  const { data } = useWorkerQuery(() => workerApi().getSettings(), [], ['app_settings']);
  useEffect(() => {
    if (data) set((current) => (sameJson(current, data) ? current : data));
  }, [data, set]);
}

const sameJson = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Saves a settings change, showing it at once (optimistic) and keeping the worker's answer. */
export const updateSettingsAtom = atom(
  null,
  async (get, set, changes: Partial<AppSettingsRecord>) => {
    const current = get(appSettingsAtom);
    if (current) set(appSettingsAtom, { ...current, ...changes });
    const result = await workerApi().updateSettings(changes);
    if (result.success) set(appSettingsAtom, result.data);
    return result;
  },
);

/** The writing page's background picture (a data URL in `various.background_image`), if any. */
export const backgroundImageOf = (various: Record<string, unknown> | undefined): string | null =>
  typeof various?.background_image === 'string' ? various.background_image : null;

/** How lists of entries (notes, atlas records) are laid out: the List/Grid setting. */
export const listLayoutAtom = atom<'list' | 'grid'>(
  (get) => get(appSettingsAtom)?.list_or_grid ?? DEFAULT_APP_SETTINGS.list_or_grid,
);

/** Canvas widths of the S, M and L choices; M is the stored default (980). */
export const CANVAS_WIDTHS = { S: 720, M: 980, L: 1240 } as const;
export type CanvasSize = keyof typeof CANVAS_WIDTHS;

export function canvasSizeOf(width: number): CanvasSize {
  if (width <= (CANVAS_WIDTHS.S + CANVAS_WIDTHS.M) / 2) return 'S';
  if (width >= (CANVAS_WIDTHS.M + CANVAS_WIDTHS.L) / 2) return 'L';
  return 'M';
}

/** Book faces bundled with the app (self-hosted, so they work offline). */
/**
 * The book faces cover Latin, Cyrillic and Greek. Text in another script falls through to a
 * serif face of that script: the system's own first (Noto on Linux and Android, the Windows and
 * macOS faces after them), then the faces the app bundles (src/styles/script-fonts.ts: Noto Naskh
 * Arabic, Noto Serif Devanagari, Thai and Georgian, and the CJK sans faces), so Arabic, Persian,
 * Devanagari, Thai, Georgian and CJK never show boxes, whatever the system has.
 */
const SCRIPT_SERIFS =
  "'Noto Naskh Arabic', 'Noto Serif Devanagari', 'Noto Serif Thai', 'Noto Serif Georgian', " +
  "'Noto Serif CJK SC', 'Noto Serif CJK JP', 'Noto Serif CJK KR', 'Traditional Arabic', " +
  "'Geeza Pro', Kokila, 'Kohinoor Devanagari', Leelawadee, Thonburi, Sylfaen, 'Songti SC', " +
  "SimSun, 'Yu Mincho', 'Hiragino Mincho ProN', Batang, AppleMyungjo, var(--font-cjk)";

export const FONT_FAMILIES = [
  { value: 'Playfair Display', stack: `'Playfair Display', Georgia, ${SCRIPT_SERIFS}, serif` },
  { value: 'EB Garamond', stack: `'EB Garamond', Garamond, Georgia, ${SCRIPT_SERIFS}, serif` },
  { value: 'Literata', stack: `'Literata', Georgia, ${SCRIPT_SERIFS}, serif` },
  { value: 'Merriweather', stack: `'Merriweather', Georgia, ${SCRIPT_SERIFS}, serif` },
  { value: 'Georgia', stack: `Georgia, 'Times New Roman', ${SCRIPT_SERIFS}, serif` },
  { value: 'system-ui', stack: 'system-ui, var(--font-ui)' },
] as const;

export const fontStackOf = (family: string): string =>
  FONT_FAMILIES.find((f) => f.value === family)?.stack ?? `'${family.replace(/'/g, '')}', serif`;

/** The font stacks of the page's text and of its headings for page setup's font choice. */
export function pageFaceStacksOf(family: string): { body: string; headings: string } {
  const faces = bookFaces(family);
  return { body: fontStackOf(faces.body), headings: fontStackOf(faces.headings) };
}
