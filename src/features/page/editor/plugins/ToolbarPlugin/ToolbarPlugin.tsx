/**
 * The formatting toolbar: every Markdown construct of the page as an icon button (bold,
 * italic, underline, headings, quote, strikethrough, highlight, inline code, lists, code block, link, image,
 * scene break), alignment, undo and redo, in groups on one row. Groups that do not fit move into
 * a "More tools" menu instead of wrapping. A `role="toolbar"` with one Tab stop and arrow-key navigation.
 */
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import {
  FORMAT_ELEMENT_COMMAND,
  FORMAT_TEXT_COMMAND,
  type LexicalEditor,
  REDO_COMMAND,
  UNDO_COMMAND,
} from 'lexical';
import {
  AlignCenter,
  AlignJustify,
  AlignLeft,
  AlignRight,
  Bold,
  Code,
  Ellipsis,
  Heading1,
  Heading2,
  Heading3,
  Highlighter,
  ImagePlus,
  Italic,
  Link,
  List,
  ListOrdered,
  type LucideIcon,
  Redo2,
  SeparatorHorizontal,
  SquareCode,
  Strikethrough,
  TextQuote,
  Underline,
  Undo2,
} from 'lucide-react';
import {
  type ChangeEvent,
  memo,
  type RefObject,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../../../../../i18n/keys';
import { ALIGN_KEYSHORTCUTS, type BlockAlignment } from '../AlignShortcutsPlugin/align-shortcuts';
import { type InsertImageHandler, insertImageFile } from '../ImagesPlugin/insert-image';
import { LinkForm } from './LinkForm';
import { ToolbarButton, type ToolbarButtonProps } from './ToolbarButton';
import { $applyLink, $insertSceneBreak, $removeLink, $toggleBlock } from './toolbar-actions';
import { visibleGroupCount } from './toolbar-overflow';
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

const BLOCKS: ReadonlyArray<{ kind: BlockKind; key: TranslationKey; icon: LucideIcon }> = [
  { kind: 'h1', key: 'editor.title', icon: Heading1 },
  { kind: 'h2', key: 'editor.subtitle', icon: Heading2 },
  { kind: 'h3', key: 'editor.heading', icon: Heading3 },
  { kind: 'quote', key: 'editor.quote', icon: TextQuote },
];

const FORMATS: ReadonlyArray<{
  format: ToolbarTextFormat;
  key: TranslationKey;
  icon: LucideIcon;
  keys?: string;
}> = [
  { format: 'bold', key: 'editor.bold', icon: Bold, keys: 'Control+B Meta+B' },
  { format: 'italic', key: 'editor.italic', icon: Italic, keys: 'Control+I Meta+I' },
  // Lexical's own key (Ctrl/Cmd+U), as for bold and italic.
  { format: 'underline', key: 'editor.underline', icon: Underline, keys: 'Control+U Meta+U' },
  { format: 'strikethrough', key: 'editor.strikethrough', icon: Strikethrough },
  { format: 'highlight', key: 'editor.highlight', icon: Highlighter },
  { format: 'code', key: 'editor.inline_code', icon: Code },
];

const LISTS_AND_CODE: ReadonlyArray<{ kind: BlockKind; key: TranslationKey; icon: LucideIcon }> = [
  { kind: 'bullet', key: 'editor.bullet_list', icon: List },
  { kind: 'number', key: 'editor.numbered_list', icon: ListOrdered },
  { kind: 'code', key: 'editor.code_block', icon: SquareCode },
];

const ALIGNMENTS: ReadonlyArray<{
  alignment: BlockAlignment;
  key: TranslationKey;
  icon: LucideIcon;
}> = [
  { alignment: 'left', key: 'editor.align_left', icon: AlignLeft },
  { alignment: 'center', key: 'editor.align_center', icon: AlignCenter },
  { alignment: 'right', key: 'editor.align_right', icon: AlignRight },
  { alignment: 'justify', key: 'editor.align_justify', icon: AlignJustify },
];

/** One tool of a group: the button's props, keyed. */
type Tool = Omit<ToolbarButtonProps, 'showLabel'> & { id: string };

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
  const [moreOpen, setMoreOpen] = useState(false);
  const moreId = useId();
  const moreRoot = useRef<HTMLDivElement>(null);
  const moreButton = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (!moreOpen) return;
    const onDown = (event: PointerEvent) => {
      if (!moreRoot.current?.contains(event.target as Node)) setMoreOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [moreOpen]);

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

  const formatTools = (formats: typeof FORMATS): Tool[] =>
    formats.map(({ format, key, icon, keys }) => ({
      id: format,
      label: t(key),
      icon,
      keyshortcuts: keys,
      pressed: state.formats[format],
      onClick: () =>
        dispatchAndFocus(editor, () => editor.dispatchCommand(FORMAT_TEXT_COMMAND, format)),
    }));
  const groups: Tool[][] = [
    [
      {
        id: 'undo',
        label: t('editor.undo'),
        icon: Undo2,
        keyshortcuts: 'Control+Z Meta+Z',
        disabled: !state.canUndo,
        onClick: () =>
          dispatchAndFocus(editor, () => editor.dispatchCommand(UNDO_COMMAND, undefined)),
      },
      {
        id: 'redo',
        label: t('editor.redo'),
        icon: Redo2,
        keyshortcuts: 'Control+Shift+Z Meta+Shift+Z Control+Y',
        disabled: !state.canRedo,
        onClick: () =>
          dispatchAndFocus(editor, () => editor.dispatchCommand(REDO_COMMAND, undefined)),
      },
    ],
    // Bold, italic and underline before the headings: on a phone the groups at the end fold into
    // "More tools" first, and these are what an author reaches for most (issue 24, item 7).
    formatTools(FORMATS.slice(0, 3)),
    BLOCKS.map(({ kind, key, icon }) => ({
      id: kind,
      label: t(key),
      icon,
      pressed: state.block === kind,
      onClick: () => edit(() => $toggleBlock(kind)),
    })),
    formatTools(FORMATS.slice(3)),
    [
      ...LISTS_AND_CODE.map(({ kind, key, icon }) => ({
        id: kind,
        label: t(key),
        icon,
        pressed: state.block === kind,
        onClick: () => edit(() => $toggleBlock(kind)),
      })),
      {
        id: 'link',
        label: t('editor.link'),
        icon: Link,
        expanded: linkOpen,
        controls: linkOpen ? linkFormId : undefined,
        onClick: () => setLinkOpen((open) => !open),
      },
      ...(onInsertImage
        ? [
            {
              id: 'image',
              label: t('editor.insert_image'),
              icon: ImagePlus,
              onClick: () => fileInput.current?.click(),
            },
          ]
        : []),
      {
        id: 'scene-break',
        label: t('editor.insert_scene_break'),
        icon: SeparatorHorizontal,
        onClick: () => edit($insertSceneBreak),
      },
    ],
    ALIGNMENTS.map(({ alignment, key, icon }) => ({
      id: alignment,
      label: t(key),
      icon,
      keyshortcuts: ALIGN_KEYSHORTCUTS[alignment],
      pressed: state.alignment === alignment,
      onClick: () =>
        dispatchAndFocus(editor, () => editor.dispatchCommand(FORMAT_ELEMENT_COMMAND, alignment)),
    })),
  ];
  const shown = useVisibleGroups(
    toolbar,
    groups.map((g) => g.length),
  );
  const hidden = groups.slice(shown);
  const runFromMenu = (tool: Tool) => () => {
    setMoreOpen(false);
    tool.onClick();
  };

  return (
    <>
      <div
        ref={toolbar}
        role="toolbar"
        aria-label={t('editor.toolbar')}
        className="sb-editor__toolbar"
        onKeyDown={(event) => {
          if (event.key === 'Escape' && moreOpen) {
            event.preventDefault();
            setMoreOpen(false);
            moreButton.current?.querySelector('button')?.focus();
            return;
          }
          roving.onKeyDown(event);
        }}
        onFocus={roving.onFocus}
      >
        {groups.slice(0, shown).map((group) => (
          <div key={group[0]?.id} className="sb-editor__tool-group">
            {group.map(({ id, ...tool }) => (
              <ToolbarButton key={id} {...tool} />
            ))}
          </div>
        ))}
        {hidden.length > 0 && (
          <div className="sb-editor__tool-group sb-editor__more" ref={moreRoot}>
            <span ref={moreButton} className="sb-editor__more-anchor">
              <ToolbarButton
                label={t('editor.more_tools')}
                icon={Ellipsis}
                haspopup="true"
                expanded={moreOpen}
                controls={moreOpen ? moreId : undefined}
                onClick={() => setMoreOpen((open) => !open)}
              />
            </span>
            {moreOpen && (
              <fieldset id={moreId} className="sb-editor__more-menu">
                <legend className="visually-hidden">{t('editor.more_tools')}</legend>
                {hidden.map((group) => (
                  <div key={group[0]?.id} className="sb-editor__more-group">
                    {group.map(({ id, ...tool }) => (
                      <ToolbarButton
                        key={id}
                        {...tool}
                        showLabel
                        onClick={runFromMenu({ id, ...tool })}
                      />
                    ))}
                  </div>
                ))}
              </fieldset>
            )}
          </div>
        )}
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

/** How many groups fit the toolbar's width, kept up to date as the page is resized. */
function useVisibleGroups(
  toolbar: RefObject<HTMLDivElement | null>,
  counts: readonly number[],
): number {
  const [shown, setShown] = useState(counts.length);
  const key = counts.join(',');
  useLayoutEffect(() => {
    const element = toolbar.current;
    if (!element) return;
    const sizes = key.split(',').map(Number);
    const measure = () => {
      const style = getComputedStyle(element);
      const padding =
        Number.parseFloat(style.paddingInlineStart) + Number.parseFloat(style.paddingInlineEnd);
      // Not laid out (hidden, or a test DOM without layout): every group, nothing folded.
      if (element.clientWidth === 0) setShown(sizes.length);
      else setShown(visibleGroupCount(sizes, element.clientWidth - padding));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [toolbar, key]);
  return shown;
}
