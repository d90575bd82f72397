/**
 * The writing canvas: one Lexical editor for one page, with page setup applied live and the
 * words widget at the top or bottom. Content is saved through the draft journal to the worker.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { pageWordsAtom } from '../../session/book-atoms';
import { type SaveTarget, whenContentStored } from '../../session/content-saver';
import { usePageWriter } from '../../session/page-writers';
import { onHandover } from '../../session/single-writer';
import { useSetAtom } from '../../state/jotai';
import { workerApi } from '../../worker-client/client';
import { usePageComments } from '../comments';
import { SharedPageBar, useSharedPage } from '../sync';
import { PageEditor, type PageEditorHandle } from './editor';
import { insertPageImage, savePageEdit, usePageSetup } from './page-editing';
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

/** A shared page's Y state in this browser, brought up to its stored HTML (editor/collab/). */
const loadSharedPageState = async (pageId: string) =>
  (await import('./editor/collab')).loadPageYState(workerApi(), pageId);

export function PageCanvas({ target, pageKey, initialHtml, label, initialWords }: Props) {
  const { t } = useTranslation();
  const { style, editorSettings, showToolbar, typewriter, readOnly } = usePageSetup();
  // The split view can show this page twice: only one editor of it writes (page-writers.ts).
  const writes = usePageWriter(pageKey);
  const setPageWords = useSetAtom(pageWordsAtom);
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
      if (!to) return;
      void savePageEdit(to, html).then((words) => {
        // The worker counted the words as it stored the page: no read back of the whole page.
        if (words !== null && key === shownKey.current) setPageWords(words);
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

  const imageHost = useImageHost();
  // A page of a shared book is edited in its shared document (features/sync).
  const pageId = target.kind === 'page' ? target.id : null;
  const shared = useSharedPage(pageId, loadSharedPageState, readOnly);
  const comments = usePageComments(shared ? pageId : null);

  return (
    <div className="writing-page" style={style} data-testid="writing-canvas">
      <WordsWidget position="top" pageWords={initialWords} />
      <div className="writing-canvas">
        {shared && <SharedPageBar page={shared} />}
        {writes && shared && !shared.collaboration ? (
          <p className="page-message" role="status">
            {t('sync.page_loading')}
          </p>
        ) : writes ? (
          <PageEditor
            key={shared?.key ?? 'local'}
            ref={editorRef}
            pageKey={pageKey}
            initialHtml={initialHtml}
            label={label}
            onChange={onChange}
            onInsertImage={insertPageImage}
            imageHost={imageHost}
            showToolbar={showToolbar}
            typewriter={typewriter}
            readOnly={readOnly || Boolean(shared?.readOnly)}
            settings={editorSettings}
            {...(shared?.collaboration
              ? {
                  collaboration: (
                    <>
                      {shared.collaboration}
                      {comments?.plugin}
                    </>
                  ),
                }
              : {})}
          />
        ) : (
          <p className="page-message" role="status">
            {t('split.written_elsewhere')}
          </p>
        )}
      </div>
      {shared?.collaboration && comments?.panel}
      <WordsWidget position="bottom" pageWords={initialWords} />
    </div>
  );
}
