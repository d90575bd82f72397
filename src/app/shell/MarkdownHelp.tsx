/**
 * The Markdown help panel (Shortcuts): the app's keys (save, open, new book, go to; issue 24) and
 * every syntax of docs/spec/product-and-screens.md §9, as a modal dialog.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../../i18n/keys';
import { APP_SHORTCUTS, shortcutKeys } from '../../platform/app-shortcuts';
import { useAtom } from '../../state/jotai';
import { markdownHelpOpenAtom } from './layout-atoms';

const GROUPS: Array<{
  titleKey: TranslationKey;
  rows: Array<[syntax: string, key: TranslationKey]>;
}> = [
  {
    titleKey: 'markdown_help.headings',
    rows: [
      ['# ', 'markdown_help.title_h1'],
      ['## ', 'markdown_help.subtitle_h2'],
      ['### ', 'markdown_help.heading_h3'],
      ['> ', 'markdown_help.quote'],
      ['* * *  ·  ***  ·  #', 'markdown_help.scene_break'],
    ],
  },
  {
    titleKey: 'markdown_help.text_formatting',
    rows: [
      ['**text**', 'markdown_help.bold'],
      ['*text*', 'markdown_help.italic'],
      ['~~text~~', 'markdown_help.strikethrough'],
      ['==text==', 'markdown_help.highlight'],
      // No Markdown for underline: the key (and the toolbar's button).
      ['Ctrl+U', 'markdown_help.underline'],
    ],
  },
  {
    titleKey: 'markdown_help.alignment',
    rows: [
      ['Ctrl+Shift+L', 'markdown_help.align_left'],
      ['Ctrl+Shift+E', 'markdown_help.align_center'],
      ['Ctrl+Shift+R', 'markdown_help.align_right'],
      ['Ctrl+Shift+J', 'markdown_help.align_justify'],
    ],
  },
  {
    titleKey: 'markdown_help.lists',
    rows: [
      ['- ', 'markdown_help.bullet_list'],
      ['1. ', 'markdown_help.numbered_list'],
    ],
  },
  {
    titleKey: 'markdown_help.links_images',
    rows: [
      ['[text](https://…)', 'markdown_help.link'],
      ['![description](images/picture.webp)', 'markdown_help.image_project'],
    ],
  },
  {
    titleKey: 'markdown_help.code',
    rows: [
      ['`code`', 'markdown_help.inline_code'],
      ['```', 'markdown_help.code_block'],
    ],
  },
];

export function MarkdownHelp() {
  const { t } = useTranslation();
  const [open, setOpen] = useAtom(markdownHelpOpenAtom);
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="dialog markdown-help"
      aria-labelledby="markdown-help-title"
      onClose={() => setOpen(false)}
    >
      <h2 id="markdown-help-title">{t('markdown_help.title')}</h2>
      <p>{t('markdown_help.intro')}</p>
      <table className="syntax-table">
        <caption>{t('markdown_help.book_keys')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('markdown_help.keys')}</th>
            <th scope="col">{t('markdown_help.result')}</th>
          </tr>
        </thead>
        <tbody>
          {APP_SHORTCUTS.map((name) => (
            <tr key={name}>
              <td>
                <kbd dir="ltr">{shortcutKeys(name)}</kbd>
              </td>
              <td>{t(`markdown_help.app.${name}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted">{t('markdown_help.new_book_key_note')}</p>
      {GROUPS.map((group) => (
        <table key={group.titleKey} className="syntax-table">
          <caption>{t(group.titleKey)}</caption>
          <thead>
            <tr>
              <th scope="col">{t('markdown_help.syntax')}</th>
              <th scope="col">{t('markdown_help.result')}</th>
            </tr>
          </thead>
          <tbody>
            {group.rows.map(([syntax, key]) => (
              <tr key={key}>
                <td>
                  <code dir="ltr">{syntax}</code>
                </td>
                <td>{t(key)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
      <button type="button" className="button" onClick={() => setOpen(false)}>
        {t('markdown_help.close')}
      </button>
    </dialog>
  );
}
