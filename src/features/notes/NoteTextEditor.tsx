/**
 * A note's text: a small Lexical editor with bold, italic and the two lists (the spec's rich
 * text allow-list: p, br, b, i, em, strong, a, ul, ol, li, span). The stored HTML is read into
 * an inert document and only Lexical's importers read it; what goes out is cleaned with the same
 * allow-list the worker applies again when it stores it.
 */
import { $generateDOMFromNodes, $generateNodesFromDOM } from '@lexical/html';
import { AutoLinkNode, LinkNode } from '@lexical/link';
import {
  INSERT_ORDERED_LIST_COMMAND,
  INSERT_UNORDERED_LIST_COMMAND,
  ListItemNode,
  ListNode,
} from '@lexical/list';
import { LexicalComposer } from '@lexical/react/LexicalComposer';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { OnChangePlugin } from '@lexical/react/LexicalOnChangePlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import {
  $createParagraphNode,
  $getDocument,
  $getRoot,
  $isElementNode,
  FORMAT_TEXT_COMMAND,
  type LexicalEditor,
  type ParagraphNode,
} from 'lexical';
import { Bold, Italic, List, ListOrdered } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../components/IconButton';
import { sanitizeRichHtmlDom } from '../../security/sanitize-dom';
import { trustedHtml } from '../../security/trusted-types';

interface Props {
  html: string;
  label: string;
  onChange: (html: string) => void;
}

function importHtml(editor: LexicalEditor, html: string): void {
  const doc = new DOMParser().parseFromString(trustedHtml(sanitizeRichHtmlDom(html)), 'text/html');
  const root = $getRoot();
  root.clear();
  let loose: ParagraphNode | null = null;
  for (const node of $generateNodesFromDOM(editor, doc)) {
    if ($isElementNode(node) && !node.isInline()) {
      root.append(node);
      loose = null;
    } else {
      // Inline content at the top (text without a paragraph) goes into one.
      if (!loose) {
        loose = $createParagraphNode();
        root.append(loose);
      }
      loose.append(node);
    }
  }
  if (root.getChildrenSize() === 0) root.append($createParagraphNode());
}

/**
 * The note as rich HTML. Lexical's inline styles (white-space) are dropped before the HTML is
 * parsed again for sanitising: the allow-list drops them anyway, and parsing them would be
 * reported as a Content Security Policy violation (style-src 'self').
 */
function $exportNoteHtml(editor: LexicalEditor): string {
  const container = $generateDOMFromNodes($getDocument().createElement('div'), null, editor);
  for (const element of container.querySelectorAll('[style]')) element.removeAttribute('style');
  return sanitizeRichHtmlDom(container.innerHTML);
}

function NoteToolbar() {
  const { t } = useTranslation();
  const [editor] = useLexicalComposerContext();
  return (
    <div className="note-editor__toolbar" role="toolbar" aria-label={t('notes.text_tools')}>
      <IconButton
        label={t('editor.bold')}
        icon={Bold}
        onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'bold')}
      />
      <IconButton
        label={t('editor.italic')}
        icon={Italic}
        onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'italic')}
      />
      <IconButton
        label={t('editor.bullet_list')}
        icon={List}
        onClick={() => editor.dispatchCommand(INSERT_UNORDERED_LIST_COMMAND, undefined)}
      />
      <IconButton
        label={t('editor.numbered_list')}
        icon={ListOrdered}
        onClick={() => editor.dispatchCommand(INSERT_ORDERED_LIST_COMMAND, undefined)}
      />
    </div>
  );
}

export function NoteTextEditor({ html, label, onChange }: Props) {
  const config = {
    namespace: 'note',
    nodes: [ListNode, ListItemNode, LinkNode, AutoLinkNode],
    onError: (error: Error) => console.error(error),
    theme: { paragraph: 'note-p' },
    editorState: (editor: LexicalEditor) => importHtml(editor, html),
  };
  return (
    <LexicalComposer initialConfig={config}>
      <div className="note-editor">
        <NoteToolbar />
        <RichTextPlugin
          contentEditable={
            <ContentEditable className="note-editor__text" aria-label={label} dir="auto" />
          }
          ErrorBoundary={LexicalErrorBoundary}
        />
        <HistoryPlugin />
        <ListPlugin />
        <LinkPlugin />
        <OnChangePlugin
          ignoreSelectionChange
          onChange={(_state, editor) =>
            editor.read(() => {
              const root = $getRoot();
              const empty = root.getTextContentSize() === 0 && root.getChildrenSize() <= 1;
              onChange(empty ? '' : $exportNoteHtml(editor));
            })
          }
        />
      </div>
    </LexicalComposer>
  );
}
