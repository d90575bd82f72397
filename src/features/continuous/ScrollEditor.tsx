/**
 * A page of the continuous view while it is near the screen: the page editor, saving through the
 * same path as the page view (`savePageEdit`: journal, retries, counts and goals). The page is
 * marked open while here, so the book tree does not hold an older read of it; its last edits are
 * stored when it scrolls away (the editor flushes as it unmounts) and before a handover.
 */
import { memo, useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { noteStoredContent, whenContentStored } from '../../session/content-saver';
import { closePage, markPageOpen } from '../../session/page-loads';
import { usePageWriter } from '../../session/page-writers';
import { onHandover } from '../../session/single-writer';
import {
  insertPageImage,
  PageEditor,
  type PageEditorHandle,
  savePageEdit,
  useImageHost,
  usePageSetup,
} from '../page';

interface Props {
  id: string;
  name: string;
  /** The text the editor starts with (read once, when it mounts). */
  initialHtml: string;
  /** The page the author works in: it shows the formatting toolbar. */
  active: boolean;
  /** Move the caret into it once mounted (the author went to it from its static text). */
  focusOnMount: boolean;
  onEdited: (id: string, html: string) => void;
  onCounted: (id: string, words: number) => void;
}

export const ScrollEditor = memo(function ScrollEditor({
  id,
  name,
  initialHtml,
  active,
  focusOnMount,
  onEdited,
  onCounted,
}: Props) {
  const { t } = useTranslation();
  const { editorSettings, showToolbar, readOnly } = usePageSetup();
  // The other pane may hold this page in an editor: only one editor of it writes.
  const writes = usePageWriter(`page:${id}`);
  const imageHost = useImageHost();
  const editor = useRef<PageEditorHandle>(null);
  const startHtml = useRef(initialHtml);

  useEffect(() => {
    markPageOpen(id);
    // Its drafts may be replayed over this text (the fingerprint of what the editor starts from).
    noteStoredContent({ kind: 'page', id }, startHtml.current);
    return () => closePage(id);
  }, [id]);

  useEffect(() => {
    if (focusOnMount) editor.current?.focus();
  }, [focusOnMount]);

  useEffect(
    () =>
      onHandover(() => {
        editor.current?.flush();
        return whenContentStored();
      }),
    [],
  );

  const onChange = useCallback(
    (html: string) => {
      onEdited(id, html);
      void savePageEdit({ kind: 'page', id }, html).then((words) => {
        if (words !== null) onCounted(id, words);
      });
    },
    [id, onEdited, onCounted],
  );

  if (!writes) {
    return (
      <p className="page-message" role="status">
        {t('split.written_elsewhere')}
      </p>
    );
  }
  return (
    <PageEditor
      ref={editor}
      pageKey={`page:${id}`}
      initialHtml={startHtml.current}
      label={name}
      onChange={onChange}
      onInsertImage={insertPageImage}
      imageHost={imageHost}
      showToolbar={active && showToolbar}
      readOnly={readOnly}
      settings={editorSettings}
    />
  );
});
