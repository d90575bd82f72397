/**
 * The writing canvas: one Lexical editor for one page, with page setup applied live and the
 * words widget at the top or bottom. Content is saved through the draft journal to the worker.
 */
import { type CSSProperties, useCallback, useEffect, useRef } from 'react';
import { DEFAULT_APP_SETTINGS as DEFAULTS } from '../../../workers/contract/constants';
import { appSettingsAtom, backgroundImageOf, pageFaceStacksOf } from '../../session/app-settings';
import { pageWordsAtom } from '../../session/book-atoms';
import { type SaveTarget, saveContent, whenContentStored } from '../../session/content-saver';
import { isWriter, onHandover, writerStateAtom } from '../../session/single-writer';
import { useAtomValue, useSetAtom } from '../../state/jotai';
import { editorToolbarShownAtom, typewriterScrollingAtom } from '../../state/view-atoms';
import { unwrap, workerApi } from '../../worker-client/client';
import { PageEditor, type PageEditorHandle } from './editor';
import { useImageHost } from './useImageHost';
import { WordsWidget } from './WordsWidget';
import './writing.css';

interface Props {
  target: SaveTarget;
  /** Stable key of what is being edited (changes when another page opens). */
  pageKey: string;
  initialHtml: string;
  label: string;
  initialWords: number;
}

export function PageCanvas({ target, pageKey, initialHtml, label, initialWords }: Props) {
  const settings = useAtomValue(appSettingsAtom);
  const showToolbar = useAtomValue(editorToolbarShownAtom);
  const typewriter = useAtomValue(typewriterScrollingAtom);
  const setPageWords = useSetAtom(pageWordsAtom);
  // Another tab writes the book: this one shows the page and follows its saves, never writes.
  const readOnly = useAtomValue(writerStateAtom) === 'elsewhere';
  const editorRef = useRef<PageEditorHandle>(null);
  const targets = useRef(new Map<string, SaveTarget>());
  targets.current.set(pageKey, target);
  // The page shown now: a save that finishes after another page opened must not show its count.
  const shownKey = useRef(pageKey);
  shownKey.current = pageKey;
  // The live page count of the info bar and the words widget starts from the stored count of
  // whatever this canvas shows (a tree page, a section or an appendix), and each save updates it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: another page with the same count is still another page.
  useEffect(() => {
    setPageWords(initialWords);
  }, [pageKey, initialWords, setPageWords]);
  useEffect(() => () => setPageWords(null), [setPageWords]);

  const onChange = useCallback(
    (html: string, key: string) => {
      const to = targets.current.get(key);
      if (!to || !isWriter()) return;
      void saveContent(to, html).then((saved) => {
        // The worker counted the words as it stored the page: no read back of the whole page.
        if (saved && saved.words !== null && key === shownKey.current) setPageWords(saved.words);
      });
    },
    [setPageWords],
  );

  // Handing the book to another tab: the last keystrokes are stored first.
  useEffect(
    () =>
      onHandover(() => {
        editorRef.current?.flush();
        return whenContentStored();
      }),
    [],
  );

  // With a project folder the picture goes to its images/ folder, else inside the book.
  const onInsertImage = useCallback(async (file: File) => {
    const stored = unwrap(await workerApi().storeImage(file, file.name));
    return { ...stored, alt: file.name.replace(/\.[^.]+$/, '') };
  }, []);
  const imageHost = useImageHost();

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

  return (
    <div className="writing-page" style={style} data-testid="writing-canvas">
      <WordsWidget position="top" pageWords={initialWords} />
      <div className="writing-canvas">
        <PageEditor
          ref={editorRef}
          pageKey={pageKey}
          initialHtml={initialHtml}
          label={label}
          onChange={onChange}
          onInsertImage={onInsertImage}
          imageHost={imageHost}
          showToolbar={showToolbar}
          typewriter={typewriter}
          readOnly={readOnly}
          settings={{
            fontFamily: faces.body,
            fontSize: settings?.font_size ?? DEFAULTS.font_size,
            lineHeight: settings?.line_height ?? DEFAULTS.line_height,
            indentSize: settings?.indent_size ?? DEFAULTS.indent_size,
            tabSpaces: settings?.tab_spaces ?? DEFAULTS.tab_spaces,
          }}
        />
      </div>
      <WordsWidget position="bottom" pageWords={initialWords} />
    </div>
  );
}
