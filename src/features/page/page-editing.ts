/**
 * What every editor of a tree page shares, wherever it stands (the page view, the continuous view
 * of a folder, a split pane): page setup applied as the canvas's custom properties and the
 * editor's settings, the one way an edit is stored (`savePageEdit`, through the content saver:
 * journal, retries, counts, goals) and the one way a picture is stored.
 */
import type { CSSProperties } from 'react';
import { DEFAULT_APP_SETTINGS as DEFAULTS } from '../../../workers/contract/constants';
import { appSettingsAtom, backgroundImageOf, pageFaceStacksOf } from '../../session/app-settings';
import { type SaveTarget, saveContent } from '../../session/content-saver';
import { isWriter, writerStateAtom } from '../../session/single-writer';
import { useAtomValue } from '../../state/jotai';
import { editorToolbarShownAtom, typewriterScrollingAtom } from '../../state/view-atoms';
import { unwrap, workerApi } from '../../worker-client/client';
import type { PageEditorSettings } from './editor';

/** Page setup as the canvas's style and the editor's settings, with the writing-view choices. */
export function usePageSetup(): {
  style: CSSProperties;
  editorSettings: PageEditorSettings;
  showToolbar: boolean;
  typewriter: boolean;
  /** Another tab writes the book: this one shows the pages and follows, never writes. */
  readOnly: boolean;
} {
  const settings = useAtomValue(appSettingsAtom);
  const showToolbar = useAtomValue(editorToolbarShownAtom);
  const typewriter = useAtomValue(typewriterScrollingAtom);
  const readOnly = useAtomValue(writerStateAtom) === 'elsewhere';
  const faces = pageFaceStacksOf(settings?.font_family ?? DEFAULTS.font_family);
  const padding = settings?.canvas_padding ?? DEFAULTS.canvas_padding;
  const background = backgroundImageOf(settings?.various);
  const style = {
    '--canvas-width': `${settings?.canvas_width ?? DEFAULTS.canvas_width}px`,
    '--page-heading-font': faces.headings,
    '--canvas-padding-top': `${padding.top}px`,
    '--canvas-padding-right': `${padding.right}px`,
    '--canvas-padding-bottom': `${padding.bottom}px`,
    '--canvas-padding-left': `${padding.left}px`,
    ...(background ? { '--canvas-background-image': `url("${background}")` } : {}),
  } as CSSProperties;
  const editorSettings: PageEditorSettings = {
    fontFamily: faces.body,
    fontSize: settings?.font_size ?? DEFAULTS.font_size,
    lineHeight: settings?.line_height ?? DEFAULTS.line_height,
    indentSize: settings?.indent_size ?? DEFAULTS.indent_size,
    tabSpaces: settings?.tab_spaces ?? DEFAULTS.tab_spaces,
  };
  return { style, editorSettings, showToolbar, typewriter, readOnly };
}

/**
 * Stores an edit of `target` through the content saver (journaled first, retried, never older
 * over newer; its answer updates the book's counts and goals). Resolves with the words of what
 * was stored, or null when nothing was stored (this tab does not write the book, or it failed:
 * the saver keeps it and says so).
 */
export async function savePageEdit(target: SaveTarget, html: string): Promise<number | null> {
  if (!isWriter()) return null;
  const saved = await saveContent(target, html);
  return saved ? saved.words : null;
}

/** With a project folder the picture goes to its images/ folder, else inside the book. */
export async function insertPageImage(file: File) {
  const stored = unwrap(await workerApi().storeImage(file, file.name));
  return { ...stored, alt: file.name.replace(/\.[^.]+$/, '') };
}
