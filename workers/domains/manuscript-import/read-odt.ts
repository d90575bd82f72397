/**
 * An OpenDocument text (.odt: LibreOffice, OpenOffice, Google Docs' download) as a page. No
 * npm reader of .odt runs in a worker without a DOM, so this reads the file itself: the zip
 * (fflate, as the import's zips) and its content.xml (@rgrove/parse-xml, as the .scrivx; it
 * expands no entities). Headings (text:h, or a paragraph whose style is or comes from
 * "Heading N", "Title", "Subtitle"), paragraphs, bold, italic, underline, strike (from the
 * automatic styles), lists (numbered when the list style numbers its first level), quotes (the
 * "Quotations" style), links, footnotes and endnotes (a "[n]" in the text, the notes a numbered
 * list at the end of the page, as the Word reader does), pictures (Pictures/… kept for the
 * import to store), line breaks and spaces. A table's cells become paragraphs and the author is
 * told. Right-to-left paragraphs come in as their text (the editor sets the direction).
 */
import { parseXml, XmlElement, XmlText } from '@rgrove/parse-xml';
import { unzipSync } from 'fflate';
import type { ImportPicture, ImportProblem } from '../../contract/manuscript-import';
import { pictureTypeOf } from './file-kinds';
import { MAX_ARCHIVE_BYTES } from './limits';
import { escapeHtml, type ReadPage } from './read-text';

interface TextStyle {
  parent: string | undefined;
  bold: boolean;
  italic: boolean;
  underline: boolean;
  strike: boolean;
  list: string | undefined;
}

/** How deep lists, sections and spans may nest before the rest is read as plain text. */
const MAX_DEPTH = 64;

const ZIP_MAGIC = [0x50, 0x4b];

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const displayName = (name: string) =>
  name.replace(/_([0-9a-f]{2})_/gi, (_w, hex: string) => String.fromCharCode(parseInt(hex, 16)));

function elements(parent: XmlElement): XmlElement[] {
  return parent.children.filter((c): c is XmlElement => c instanceof XmlElement);
}

function find(parent: XmlElement, name: string): XmlElement | undefined {
  return elements(parent).find((e) => e.name === name);
}

class OdtReader {
  readonly styles = new Map<string, TextStyle>();
  /** List style name → whether its first level is numbered. */
  readonly numbered = new Map<string, boolean>();
  readonly notes: string[] = [];
  readonly pictures: ImportPicture[] = [];
  readonly problems: ImportProblem[] = [];
  private tableSeen = false;

  constructor(
    private readonly path: string,
    private readonly files: Record<string, Uint8Array>,
  ) {}

  readStyles(root: XmlElement): void {
    const automatic = find(root, 'office:automatic-styles');
    if (!automatic) return;
    for (const style of elements(automatic)) {
      const name = style.attributes['style:name'];
      if (!name) continue;
      if (style.name === 'text:list-style') {
        const first = elements(style).find((l) => l.attributes['text:level'] === '1');
        this.numbered.set(name, first?.name === 'text:list-level-style-number');
        continue;
      }
      if (style.name !== 'style:style') continue;
      const text = find(style, 'style:text-properties')?.attributes ?? {};
      const underline = text['style:text-underline-style'];
      const strike = text['style:text-line-through-style'];
      this.styles.set(name, {
        parent: style.attributes['style:parent-style-name'],
        bold: text['fo:font-weight'] === 'bold' || Number(text['fo:font-weight']) >= 600,
        italic: text['fo:font-style'] === 'italic' || text['fo:font-style'] === 'oblique',
        underline: Boolean(underline && underline !== 'none'),
        strike: Boolean(strike && strike !== 'none'),
        list: style.attributes['style:list-style-name'],
      });
    }
  }

  /** The named (not automatic) paragraph style a style is or comes from. */
  private baseStyle(name: string | undefined): string {
    let current = name ?? '';
    for (let i = 0; i < 8; i += 1) {
      const style = this.styles.get(current);
      if (!style?.parent) break;
      current = style.parent;
    }
    return displayName(current);
  }

  /** The block a paragraph becomes, by its style: h1–h3, a quote, or a paragraph. */
  private blockOf(styleName: string | undefined): 'h1' | 'h2' | 'h3' | 'blockquote' | 'p' {
    const base = this.baseStyle(styleName);
    const heading = /^Heading (\d)$/.exec(base)?.[1];
    if (heading) return `h${Math.min(Number(heading), 3)}` as 'h1' | 'h2' | 'h3';
    if (base === 'Title' || base === 'Heading') return 'h1';
    if (base === 'Subtitle') return 'h2';
    if (base === 'Quotations' || base === 'Quote') return 'blockquote';
    return 'p';
  }

  blocks(parent: XmlElement, depth = 0): string {
    let out = '';
    for (const el of elements(parent)) {
      switch (el.name) {
        case 'text:h': {
          const level = Math.min(Math.max(Number(el.attributes['text:outline-level'] ?? 1), 1), 3);
          out += `<h${level}>${this.inline(el, depth)}</h${level}>`;
          break;
        }
        case 'text:p': {
          const block = this.blockOf(el.attributes['text:style-name']);
          const inner = this.inline(el, depth);
          out +=
            block === 'blockquote'
              ? `<blockquote><p>${inner}</p></blockquote>`
              : `<${block}>${inner}</${block}>`;
          break;
        }
        case 'text:list':
          out += this.list(el, depth);
          break;
        case 'table:table':
          if (!this.tableSeen) {
            this.tableSeen = true;
            this.problems.push({
              code: 'unsupported_element',
              file: this.path,
              detail: 'table',
              fatal: false,
            });
          }
          out += depth < MAX_DEPTH ? this.blocks(el, depth + 1) : '';
          break;
        case 'text:section':
        case 'table:table-row':
        case 'table:table-cell':
        case 'table:table-header-rows':
        case 'table:table-rows':
        case 'text:index-body':
        case 'text:table-of-content':
        case 'text:alphabetical-index':
        case 'text:illustration-index':
          out += depth < MAX_DEPTH ? this.blocks(el, depth + 1) : '';
          break;
        default:
          // Sequence declarations, tracked changes, forms, index titles' templates: not text.
          break;
      }
    }
    return out;
  }

  private list(el: XmlElement, depth: number): string {
    const styleName = el.attributes['text:style-name'] ?? this.listOfFirstParagraph(el);
    const tag = styleName && this.numbered.get(styleName) ? 'ol' : 'ul';
    let items = '';
    for (const item of elements(el)) {
      if (item.name !== 'text:list-item' && item.name !== 'text:list-header') continue;
      let inner = '';
      for (const part of elements(item)) {
        if (part.name === 'text:list' && depth < MAX_DEPTH) inner += this.list(part, depth + 1);
        else if (part.name === 'text:p' || part.name === 'text:h')
          inner += (inner && !inner.endsWith('>') ? '<br>' : '') + this.inline(part, depth);
      }
      items += `<li>${inner}</li>`;
    }
    return `<${tag}>${items}</${tag}>`;
  }

  private listOfFirstParagraph(list: XmlElement): string | undefined {
    const item = elements(list).find((e) => e.name === 'text:list-item');
    const p = item && elements(item).find((e) => e.name === 'text:p');
    return p ? this.styles.get(p.attributes['text:style-name'] ?? '')?.list : undefined;
  }

  inline(parent: XmlElement, depth: number): string {
    let out = '';
    for (const node of parent.children) {
      if (node instanceof XmlText) {
        out += escapeHtml(node.text.replace(/\s+/g, ' '));
        continue;
      }
      if (!(node instanceof XmlElement)) continue;
      if (depth >= MAX_DEPTH) {
        out += escapeHtml(node.text);
        continue;
      }
      switch (node.name) {
        case 'text:span':
          out += this.styled(node.attributes['text:style-name'], this.inline(node, depth + 1));
          break;
        case 'text:a': {
          const href = node.attributes['xlink:href'] ?? '';
          const inner = this.inline(node, depth + 1);
          out += /^(https?:|mailto:)/i.test(href) ? `<a href="${attr(href)}">${inner}</a>` : inner;
          break;
        }
        case 'text:s':
          out += ' '.repeat(Math.min(Math.max(Number(node.attributes['text:c'] ?? 1), 1), 100));
          break;
        case 'text:tab':
          out += ' ';
          break;
        case 'text:line-break':
          out += '<br>';
          break;
        case 'text:note':
          out += this.note(node, depth);
          break;
        case 'draw:frame':
          out += this.frame(node);
          break;
        case 'draw:a':
        case 'text:meta':
        case 'text:ruby':
        case 'text:ruby-base':
        case 'text:bookmark-ref':
        case 'text:reference-ref':
        case 'text:sequence':
        case 'text:page-number':
        case 'text:title':
        case 'text:chapter':
          out += this.inline(node, depth + 1);
          break;
        default:
          // Comments (office:annotation), bookmarks, change marks, soft page breaks: not text.
          break;
      }
    }
    return out;
  }

  private styled(styleName: string | undefined, inner: string): string {
    const style = this.styles.get(styleName ?? '');
    if (!style || !inner) return inner;
    let out = inner;
    if (style.strike) out = `<s>${out}</s>`;
    if (style.underline) out = `<u>${out}</u>`;
    if (style.italic) out = `<em>${out}</em>`;
    if (style.bold) out = `<strong>${out}</strong>`;
    return out;
  }

  private note(el: XmlElement, depth: number): string {
    const body = find(el, 'text:note-body');
    const n = this.notes.length + 1;
    this.notes.push(
      body
        ? this.blocks(body, depth + 1)
            .replace(/<\/?(p|h[1-6])>/g, ' ')
            .trim()
        : '',
    );
    return `[${n}]`;
  }

  private frame(el: XmlElement): string {
    const image = find(el, 'draw:image');
    const href = image?.attributes['xlink:href'] ?? '';
    const bytes = this.files[href];
    if (!bytes) return '';
    const ext = href.split('.').pop()?.toLowerCase() ?? '';
    const name = `${this.pictures.length + 1}.${ext}`;
    const type = image?.attributes['draw:mime-type'] || pictureTypeOf(href) || `image/${ext}`;
    this.pictures.push({ name, type, bytes });
    const alt = (find(el, 'svg:title') ?? find(el, 'svg:desc'))?.text.trim() ?? '';
    return `<img src="import-picture:${attr(name)}" alt="${attr(alt)}">`;
  }
}

export function readOdt(path: string, bytes: Uint8Array): ReadPage | ImportProblem {
  if (bytes[0] !== ZIP_MAGIC[0] || bytes[1] !== ZIP_MAGIC[1])
    return { code: 'corrupt_file', file: path, fatal: true };
  let files: Record<string, Uint8Array>;
  try {
    let declared = 0;
    files = unzipSync(bytes, {
      filter: (file) => {
        const wanted = file.name === 'content.xml' || file.name.startsWith('Pictures/');
        if (wanted) declared += file.originalSize;
        // A document that unpacks to more than an archive may is a zip bomb: refused whole.
        if (declared > MAX_ARCHIVE_BYTES) throw new Error('too large');
        return wanted;
      },
    });
  } catch {
    return { code: 'corrupt_file', file: path, fatal: true };
  }
  const content = files['content.xml'];
  if (!content) return { code: 'corrupt_file', file: path, fatal: true };
  let root: XmlElement;
  try {
    const parsed = parseXml(new TextDecoder('utf-8').decode(content));
    if (!parsed.root) throw new Error('no root');
    root = parsed.root;
  } catch {
    return { code: 'corrupt_file', file: path, fatal: true };
  }
  const reader = new OdtReader(path, files);
  reader.readStyles(root);
  const text = find(find(root, 'office:body') ?? root, 'office:text');
  if (!text) return { code: 'corrupt_file', file: path, fatal: true };
  let html = reader.blocks(text);
  if (reader.notes.length > 0)
    html += `<ol>${reader.notes.map((note) => `<li>${note}</li>`).join('')}</ol>`;
  return { html, problems: reader.problems, pictures: reader.pictures };
}
