/**
 * A Word file of the book's changes as tracked changes (issue 29): each changed paragraph holds
 * its kept text as plain runs, its added words inside `w:ins` and its removed words inside
 * `w:del` (`w:delText`), a paragraph added or removed whole has its paragraph mark tracked too,
 * so Word and LibreOffice list every change for the editor to accept or reject.
 */
import { strToU8, zipSync } from 'fflate';
import type { DiffBlock } from '../../contract/revisions';

export interface TrackedPage {
  title: string;
  dir: 'ltr' | 'rtl';
  blocks: DiffBlock[];
}

export interface TrackedBook {
  title: string;
  author: string;
  /** ISO time stamped on every change. */
  date: string;
  pages: TrackedPage[];
}

const INVALID_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const escapeXml = (text: string): string =>
  text
    .replace(INVALID_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

class Writer {
  private nextId = 1;
  constructor(
    private readonly author: string,
    private readonly date: string,
  ) {}

  private mark(): string {
    const id = this.nextId;
    this.nextId += 1;
    return `w:id="${id}" w:author="${escapeXml(this.author)}" w:date="${this.date}"`;
  }

  /** Runs of text (line breaks as w:br), deleted text as w:delText. */
  runs(text: string, rtl: boolean, deleted: boolean): string {
    const rPr = rtl ? '<w:rPr><w:rtl/></w:rPr>' : '';
    const tag = deleted ? 'w:delText' : 'w:t';
    return text
      .split('\n')
      .map((line, i) => {
        const br = i > 0 ? '<w:br/>' : '';
        const t = line ? `<${tag} xml:space="preserve">${escapeXml(line)}</${tag}>` : '';
        return `<w:r>${rPr}${br}${t}</w:r>`;
      })
      .join('');
  }

  inserted(text: string, rtl: boolean): string {
    return `<w:ins ${this.mark()}>${this.runs(text, rtl, false)}</w:ins>`;
  }

  deleted(text: string, rtl: boolean): string {
    return `<w:del ${this.mark()}>${this.runs(text, rtl, true)}</w:del>`;
  }

  /** A paragraph; `whole` marks its paragraph mark inserted or deleted with it. */
  paragraph(body: string, rtl: boolean, whole: 'ins' | 'del' | null, style?: string): string {
    const styleXml = style ? `<w:pStyle w:val="${style}"/>` : '';
    const bidi = rtl ? '<w:bidi/>' : '';
    const markXml = whole ? `<w:rPr><w:${whole} ${this.mark()}/></w:rPr>` : '';
    const pPr = styleXml || bidi || markXml ? `<w:pPr>${styleXml}${bidi}${markXml}</w:pPr>` : '';
    return `<w:p>${pPr}${body}</w:p>`;
  }

  block(block: DiffBlock, rtl: boolean): string {
    if (block.kind === 'added' || block.kind === 'moved-to') {
      const text = block.parts.map((p) => p.text).join('');
      return this.paragraph(this.inserted(text, rtl), rtl, 'ins');
    }
    if (block.kind === 'removed' || block.kind === 'moved-from') {
      const text = block.parts.map((p) => p.text).join('');
      return this.paragraph(this.deleted(text, rtl), rtl, 'del');
    }
    const body = block.parts
      .map((part) =>
        part.op === 1
          ? this.inserted(part.text, rtl)
          : part.op === -1
            ? this.deleted(part.text, rtl)
            : this.runs(part.text, rtl, false),
      )
      .join('');
    return this.paragraph(body, rtl, null);
  }
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/><Override PartName="/word/settings.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.settings+xml"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/></Types>`;

const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/></Relationships>`;

const DOCUMENT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/settings" Target="settings.xml"/></Relationships>`;

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';

const STYLES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:styles ${W}><w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Times New Roman" w:hAnsi="Times New Roman" w:cs="Times New Roman"/><w:sz w:val="24"/><w:szCs w:val="24"/></w:rPr></w:rPrDefault><w:pPrDefault><w:pPr><w:spacing w:after="160" w:line="360" w:lineRule="auto"/></w:pPr></w:pPrDefault></w:docDefaults><w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style><w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/><w:basedOn w:val="Normal"/><w:pPr><w:jc w:val="center"/></w:pPr><w:rPr><w:b/><w:sz w:val="40"/></w:rPr></w:style><w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:pPr><w:keepNext/><w:spacing w:before="480" w:after="240"/><w:outlineLvl w:val="0"/></w:pPr><w:rPr><w:b/><w:sz w:val="32"/></w:rPr></w:style></w:styles>`;

/** Word opens the file with the changes shown (track revisions on, so the editor's edits are tracked too). */
const SETTINGS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:settings ${W}><w:trackRevisions/></w:settings>`;

function coreXml(title: string, author: string, date: string): string {
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><dc:title>${escapeXml(title)}</dc:title><dc:creator>${escapeXml(author)}</dc:creator><dcterms:created xsi:type="dcterms:W3CDTF">${date}</dcterms:created></cp:coreProperties>`;
}

/** The document part: the title, then each page's title and paragraphs. */
export function documentXml(book: TrackedBook): string {
  const date = book.date.replace(/\.\d{3}Z$/, 'Z');
  const w = new Writer(book.author, date);
  const body: string[] = [];
  if (book.title) body.push(w.paragraph(w.runs(book.title, false, false), false, null, 'Title'));
  for (const page of book.pages) {
    const rtl = page.dir === 'rtl';
    body.push(w.paragraph(w.runs(page.title, rtl, false), rtl, null, 'Heading1'));
    for (const block of page.blocks) body.push(w.block(block, rtl));
  }
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document ${W}><w:body>${body.join('')}<w:sectPr><w:pgSz w:w="12240" w:h="15840"/><w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440" w:header="720" w:footer="720" w:gutter="0"/></w:sectPr></w:body></w:document>`;
}

/** The .docx file's bytes. */
export function trackedDocx(book: TrackedBook): Uint8Array {
  const date = book.date.replace(/\.\d{3}Z$/, 'Z');
  return zipSync({
    '[Content_Types].xml': strToU8(CONTENT_TYPES),
    _rels: { '.rels': strToU8(ROOT_RELS) },
    docProps: { 'core.xml': strToU8(coreXml(book.title, book.author, date)) },
    word: {
      'document.xml': strToU8(documentXml(book)),
      'styles.xml': strToU8(STYLES),
      'settings.xml': strToU8(SETTINGS),
      _rels: { 'document.xml.rels': strToU8(DOCUMENT_RELS) },
    },
  });
}
