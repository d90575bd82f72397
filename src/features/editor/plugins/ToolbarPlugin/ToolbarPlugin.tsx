/**
 * The formatting toolbar: every Markdown construct of the page as a button (headings, quote,
 * bold, italic, strikethrough, highlight, inline code, lists, code block, link, image),
 * alignment, undo and redo. A `role="toolbar"` with one Tab stop and arrow-key navigation.
 */
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import {
  FORMAT_ELEMENT_COMMAND,
  FORMAT_TEXT_COMMAND,
  type LexicalEditor,
  REDO_COMMAND,
  UNDO_COMMAND,
} from 'lexical';
import { type ChangeEvent, memo, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ALIGN_KEYSHORTCUTS, type BlockAlignment } from '../AlignShortcutsPlugin/align-shortcuts';
import { type InsertImageHandler, insertImageFile } from '../ImagesPlugin/insert-image';
import { LinkForm } from './LinkForm';
import { ToolbarButton } from './ToolbarButton';
import { $applyLink, $removeLink, $toggleBlock } from './toolbar-actions';
import type { BlockKind, ToolbarTextFormat } from './toolbar-state';
import { useRovingFocus } from './use-roving-focus';
import { useToolbarState } from './use-toolbar-state';

/** Props of {@link ToolbarPlugin}. */
export interface ToolbarPluginProps {
  /** Without it there is no image button. */
  onInsertImage?: InsertImageHandler | undefined;
  /** Called when an image could not be inserted. */
  onImageFailure: () => void;
}

const BLOCKS: ReadonlyArray<{ kind: BlockKind; key: string }> = [
  { kind: 'h1', key: 'editor.title' },
  { kind: 'h2', key: 'editor.subtitle' },
  { kind: 'h3', key: 'editor.heading' },
  { kind: 'quote', key: 'editor.quote' },
];

const FORMATS: ReadonlyArray<{ format: ToolbarTextFormat; key: string; keys?: string }> = [
  { format: 'bold', key: 'editor.bold', keys: 'Control+B Meta+B' },
  { format: 'italic', key: 'editor.italic', keys: 'Control+I Meta+I' },
  { format: 'strikethrough', key: 'editor.strikethrough' },
  { format: 'highlight', key: 'editor.highlight' },
  { format: 'code', key: 'editor.inline_code' },
];

const LISTS_AND_CODE: ReadonlyArray<{ kind: BlockKind; key: string }> = [
  { kind: 'bullet', key: 'editor.bullet_list' },
  { kind: 'number', key: 'editor.numbered_list' },
  { kind: 'code', key: 'editor.code_block' },
];

const ALIGNMENTS: ReadonlyArray<{ alignment: BlockAlignment; key: string }> = [
  { alignment: 'left', key: 'editor.align_left' },
  { alignment: 'center', key: 'editor.align_center' },
  { alignment: 'right', key: 'editor.align_right' },
  { alignment: 'justify', key: 'editor.align_justify' },
];

/** The page editor's toolbar, above the text. */
/** Memoised: a page switch re-renders the editor, and its props (stable callbacks) do not change. */
export const ToolbarPlugin = memo(function ToolbarPlugin({
  onInsertImage,
  onImageFailure,
}: ToolbarPluginProps) {
  const { t } = useTranslation();
  const [editor] = useLexicalComposerContext();
  const state = useToolbarState(editor);
  const toolbar = useRef<HTMLDivElement>(null);
  const roving = useRovingFocus(toolbar);
  const fileInput = useRef<HTMLInputElement>(null);
  const linkFormId = useId();
  const [linkOpen, setLinkOpen] = useState(false);

  const edit = (action: () => void) => {
    editor.update(action);
    editor.focus();
  };
  const closeLink = () => {
    setLinkOpen(false);
    editor.focus();
  };
  const pickImage = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file || !onInsertImage) return;
    const outcome = await insertImageFile(editor, file, onInsertImage);
    if (outcome === 'failed') onImageFailure();
    editor.focus();
  };

  return (
    <>
      <div
        ref={toolbar}
        role="toolbar"
        aria-label={t('editor.toolbar')}
        className="sb-editor__toolbar"
        onKeyDown={roving.onKeyDown}
        onFocus={roving.onFocus}
      >
        <div className="sb-editor__tool-group">
          <ToolbarButton
            label={t('editor.undo')}
            keyshortcuts="Control+Z Meta+Z"
            disabled={!state.canUndo}
            onClick={() =>
              dispatchAndFocus(editor, () => editor.dispatchCommand(UNDO_COMMAND, undefined))
            }
          />
          <ToolbarButton
            label={t('editor.redo')}
            keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
            disabled={!state.canRedo}
            onClick={() =>
              dispatchAndFocus(editor, () => editor.dispatchCommand(REDO_COMMAND, undefined))
            }
          />
        </div>
        <div className="sb-editor__tool-group">
          {BLOCKS.map(({ kind, key }) => (
            <ToolbarButton
              key={kind}
              label={t(key)}
              pressed={state.block === kind}
              onClick={() => edit(() => $toggleBlock(kind))}
            />
          ))}
        </div>
        <div className="sb-editor__tool-group">
          {FORMATS.map(({ format, key, keys }) => (
            <ToolbarButton
              key={format}
              label={t(key)}
              keyshortcuts={keys}
              pressed={state.formats[format]}
              onClick={() =>
                dispatchAndFocus(editor, () => editor.dispatchCommand(FORMAT_TEXT_COMMAND, format))
              }
            />
          ))}
        </div>
        <div className="sb-editor__tool-group">
          {LISTS_AND_CODE.map(({ kind, key }) => (
            <ToolbarButton
              key={kind}
              label={t(key)}
              pressed={state.block === kind}
              onClick={() => edit(() => $toggleBlock(kind))}
            />
          ))}
          <ToolbarButton
            label={t('editor.link')}
            expanded={linkOpen}
            controls={linkOpen ? linkFormId : undefined}
            onClick={() => setLinkOpen((open) => !open)}
          />
          {onInsertImage && (
            <ToolbarButton
              label={t('editor.insert_image')}
              onClick={() => fileInput.current?.click()}
            />
          )}
        </div>
        <div className="sb-editor__tool-group">
          {ALIGNMENTS.map(({ alignment, key }) => (
            <ToolbarButton
              key={alignment}
              label={t(key)}
              keyshortcuts={ALIGN_KEYSHORTCUTS[alignment]}
              pressed={state.alignment === alignment}
              onClick={() =>
                dispatchAndFocus(editor, () =>
                  editor.dispatchCommand(FORMAT_ELEMENT_COMMAND, alignment),
                )
              }
            />
          ))}
        </div>
      </div>
      {linkOpen && (
        <LinkForm
          id={linkFormId}
          initialUrl={state.linkUrl ?? ''}
          onApply={(href) => {
            editor.update(() => $applyLink(href));
            closeLink();
          }}
          onRemove={
            state.linkUrl === null
              ? undefined
              : () => {
                  editor.update($removeLink);
                  closeLink();
                }
          }
          onClose={closeLink}
        />
      )}
      {onInsertImage && (
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          hidden
          tabIndex={-1}
          onChange={(event) => void pickImage(event)}
        />
      )}
    </>
  );
});

/** Runs a command, then puts the caret back in the text (keyboard users came from the toolbar). */
function dispatchAndFocus(editor: LexicalEditor, dispatch: () => void): void {
  dispatch();
  editor.focus();
}
