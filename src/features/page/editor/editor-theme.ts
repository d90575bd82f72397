/**
 * Lexical theme of the page editor. These classes style the live editor only (editor.css):
 * exported HTML keeps no theme class, only the alignment classes of the page allow-list.
 */
import type { EditorThemeClasses } from 'lexical';

/** Theme class names, all under the `sb-editor__` prefix. */
export const EDITOR_THEME: EditorThemeClasses = {
  paragraph: 'sb-editor__paragraph',
  heading: {
    h1: 'sb-editor__h1',
    h2: 'sb-editor__h2',
    h3: 'sb-editor__h3',
  },
  quote: 'sb-editor__quote',
  list: {
    ul: 'sb-editor__ul',
    ol: 'sb-editor__ol',
    listitem: 'sb-editor__li',
    nested: { listitem: 'sb-editor__li--nested' },
  },
  link: 'sb-editor__link',
  code: 'sb-editor__code-block',
  image: 'sb-editor__image',
  sceneBreak: 'sb-editor__scene-break',
  text: {
    bold: 'sb-editor__bold',
    italic: 'sb-editor__italic',
    strikethrough: 'sb-editor__strike',
    // Lexical gives underline with strikethrough this class alone (neither of the two above).
    underline: 'sb-editor__underline',
    underlineStrikethrough: 'sb-editor__underline-strike',
    highlight: 'sb-editor__highlight',
    code: 'sb-editor__code',
  },
};
