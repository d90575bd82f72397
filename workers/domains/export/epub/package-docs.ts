/**
 * The fixed documents of an EPUB 3 package: container, package document (OPF), navigation
 * document, NCX (for EPUB 2 reading systems), the content-document frame and the stylesheet.
 * All text passes through escapeText/escapeAttr.
 */
import type { BookMeta } from '../../../contract/export';
import { escapeAttr, escapeText } from './xml-text';

export const CONTAINER_XML = `<?xml version="1.0" encoding="UTF-8"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
  <rootfiles>
    <rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/>
  </rootfiles>
</container>
`;

/**
 * MARC relator codes of the collaborators' roles (the spec's role keys). The author's advisor
 * and literary agent are not contributors of the book: they are left out.
 */
const MARC_RELATORS: Readonly<Record<string, string>> = {
  editor: 'edt',
  translator: 'trl',
  illustrator: 'ill',
  narrator: 'nrt',
  cover_designer: 'cov',
  proofreader: 'pfr',
  typesetter: 'tyg',
  formatter: 'bkd',
  other: 'oth',
};

/** The book's language and direction as the writer uses them everywhere. */
export interface BookFrame {
  lang: string;
  dir: 'ltr' | 'rtl';
  title: string;
}

/** The start of a content document, up to and including `<body>`. */
export function xhtmlStart(frame: BookFrame, title: string, bodyClass = ''): string {
  const cls = bodyClass ? ` class="${escapeAttr(bodyClass)}"` : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="${escapeAttr(frame.lang)}" lang="${escapeAttr(frame.lang)}" dir="${frame.dir}">
<head>
<meta charset="UTF-8"/>
<title>${escapeText(title.trim() || frame.title)}</title>
<link rel="stylesheet" type="text/css" href="book.css"/>
</head>
<body${cls}>
`;
}

export const XHTML_END = '</body>\n</html>\n';

/** One entry of the table of contents. */
export interface NavEntry {
  label: string;
  href: string;
  level: number;
}

/** Entries nested by level (a jump of several levels counts as one). */
interface NavNode {
  entry: NavEntry;
  children: NavNode[];
}

export function nestEntries(entries: readonly NavEntry[]): NavNode[] {
  const root: NavNode[] = [];
  const stack: Array<{ level: number; node: NavNode }> = [];
  for (const entry of entries) {
    while (
      stack.length > 0 &&
      (stack[stack.length - 1] as { level: number }).level >= entry.level
    ) {
      stack.pop();
    }
    const node: NavNode = { entry, children: [] };
    const parent = stack[stack.length - 1];
    if (parent) parent.node.children.push(node);
    else root.push(node);
    stack.push({ level: entry.level, node });
  }
  return root;
}

export interface Landmark {
  type: 'cover' | 'titlepage' | 'toc' | 'bodymatter';
  href: string;
  label: string;
}

/** The navigation document: the table of contents and the landmarks. */
export function navDocument(
  frame: BookFrame,
  heading: string,
  entries: readonly NavEntry[],
  landmarks: readonly Landmark[],
): string {
  const list = (nodes: readonly NavNode[], indent: string): string =>
    `${indent}<ol>\n${nodes
      .map(
        (n) =>
          `${indent}  <li><a href="${escapeAttr(n.entry.href)}">${escapeText(n.entry.label)}</a>${
            n.children.length > 0 ? `\n${list(n.children, `${indent}    `)}${indent}  ` : ''
          }</li>\n`,
      )
      .join('')}${indent}</ol>\n`;
  const marks = landmarks
    .map(
      (l) =>
        `      <li><a epub:type="${l.type}" href="${escapeAttr(l.href)}">${escapeText(l.label)}</a></li>\n`,
    )
    .join('');
  return `${xhtmlStart(frame, heading)}<nav epub:type="toc" id="toc" role="doc-toc">
<h1>${escapeText(heading)}</h1>
${list(nestEntries(entries), '')}</nav>
<nav epub:type="landmarks" id="landmarks" hidden="hidden">
  <h2>${escapeText(heading)}</h2>
  <ol>
${marks}  </ol>
</nav>
${XHTML_END}`;
}

/** The NCX of EPUB 2 reading systems, from the same entries. */
export function ncxDocument(
  frame: BookFrame,
  identifier: string,
  entries: readonly NavEntry[],
): string {
  let order = 0;
  let maxDepth = 1;
  const points = (nodes: readonly NavNode[], depth: number, indent: string): string =>
    nodes
      .map((n) => {
        order += 1;
        maxDepth = Math.max(maxDepth, depth);
        return `${indent}<navPoint id="nav-${order}" playOrder="${order}">
${indent}  <navLabel><text>${escapeText(n.entry.label)}</text></navLabel>
${indent}  <content src="${escapeAttr(n.entry.href)}"/>
${points(n.children, depth + 1, `${indent}  `)}${indent}</navPoint>
`;
      })
      .join('');
  const map = points(nestEntries(entries), 1, '    ');
  return `<?xml version="1.0" encoding="UTF-8"?>
<ncx xmlns="http://www.daisy.org/z3986/2005/ncx/" version="2005-1" xml:lang="${escapeAttr(frame.lang)}">
  <head>
    <meta name="dtb:uid" content="${escapeAttr(identifier)}"/>
    <meta name="dtb:depth" content="${maxDepth}"/>
    <meta name="dtb:totalPageCount" content="0"/>
    <meta name="dtb:maxPageNumber" content="0"/>
  </head>
  <docTitle><text>${escapeText(frame.title)}</text></docTitle>
  <navMap>
${map}  </navMap>
</ncx>
`;
}

export interface ManifestItem {
  id: string;
  href: string;
  mediaType: string;
  properties?: string;
}

export interface SpineItem {
  idref: string;
  linear?: boolean;
}

/** The book's unique identifier: `urn:uuid:` for a UUID, else the id itself. */
export function bookIdentifier(id: string): string {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  return uuid.test(id.trim())
    ? `urn:uuid:${id.trim().toLowerCase()}`
    : `urn:story-builder:${id.trim() || 'book'}`;
}

/** dcterms:modified's form: CCYY-MM-DDThh:mm:ssZ. */
export function modifiedDate(iso: string): string {
  const date = new Date(iso);
  const valid = Number.isNaN(date.getTime()) ? new Date() : date;
  return `${valid.toISOString().slice(0, 19)}Z`;
}

/** An ISBN-10 or ISBN-13 without separators, or null. */
export function cleanIsbn(isbn: string): string | null {
  const digits = isbn.replace(/[\s-]/g, '').toUpperCase();
  return /^(?:\d{9}[\dX]|\d{13})$/.test(digits) ? digits : null;
}

/** The package document. */
export function opfDocument(
  meta: BookMeta,
  frame: BookFrame,
  manifest: readonly ManifestItem[],
  spine: readonly SpineItem[],
  coverImageId: string | null,
): string {
  const lines: string[] = [];
  lines.push(
    `    <dc:identifier id="bookid">${escapeText(bookIdentifier(meta.id))}</dc:identifier>`,
  );
  const isbn = cleanIsbn(meta.isbn);
  if (isbn) lines.push(`    <dc:identifier id="isbn">urn:isbn:${isbn}</dc:identifier>`);
  lines.push(`    <dc:title>${escapeText(frame.title)}</dc:title>`);
  lines.push(`    <dc:language>${escapeText(frame.lang)}</dc:language>`);
  if (meta.author.trim()) {
    lines.push(`    <dc:creator id="creator">${escapeText(meta.author.trim())}</dc:creator>`);
    lines.push('    <meta refines="#creator" property="role" scheme="marc:relators">aut</meta>');
  }
  (meta.contributors ?? []).forEach((contributor, i) => {
    const code = MARC_RELATORS[contributor.role];
    if (!code) return;
    const id = `contributor-${i + 1}`;
    lines.push(`    <dc:contributor id="${id}">${escapeText(contributor.name)}</dc:contributor>`);
    lines.push(`    <meta refines="#${id}" property="role" scheme="marc:relators">${code}</meta>`);
  });
  if (meta.publisher.trim())
    lines.push(`    <dc:publisher>${escapeText(meta.publisher.trim())}</dc:publisher>`);
  if (meta.description.trim()) {
    lines.push(`    <dc:description>${escapeText(meta.description.trim())}</dc:description>`);
  }
  if (meta.genre.trim())
    lines.push(`    <dc:subject>${escapeText(meta.genre.trim())}</dc:subject>`);
  if (/^\d{4}$/.test(meta.year.trim())) lines.push(`    <dc:date>${meta.year.trim()}</dc:date>`);
  lines.push(`    <meta property="dcterms:modified">${modifiedDate(meta.modified)}</meta>`);
  if (coverImageId) lines.push(`    <meta name="cover" content="${escapeAttr(coverImageId)}"/>`);
  const items = manifest
    .map(
      (m) =>
        `    <item id="${escapeAttr(m.id)}" href="${escapeAttr(m.href)}" media-type="${m.mediaType}"${
          m.properties ? ` properties="${m.properties}"` : ''
        }/>`,
    )
    .join('\n');
  const refs = spine
    .map(
      (s) =>
        `    <itemref idref="${escapeAttr(s.idref)}"${s.linear === false ? ' linear="no"' : ''}/>`,
    )
    .join('\n');
  const progression = frame.dir === 'rtl' ? ' page-progression-direction="rtl"' : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="bookid" xml:lang="${escapeAttr(frame.lang)}" dir="${frame.dir}">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
${lines.join('\n')}
  </metadata>
  <manifest>
${items}
  </manifest>
  <spine toc="ncx"${progression}>
${refs}
  </spine>
</package>
`;
}

/** The stylesheet; the font faces (when embedded) come first. */
export function stylesheet(fontFaces: string, family: string | null): string {
  const face = family ? `  font-family: "${family.replace(/["\\]/g, '')}", serif;\n` : '';
  return `${fontFaces}body {
${face}  line-height: 1.5;
  margin: 0 4%;
}
h1, h2, h3, h4, h5, h6 { line-height: 1.25; margin: 1.5em 0 0.75em; page-break-after: avoid; }
h1 { font-size: 1.8em; text-align: center; }
h2 { font-size: 1.4em; }
h3 { font-size: 1.2em; }
p { margin: 0; text-indent: 1.5em; }
h1 + p, h2 + p, h3 + p, h4 + p, h5 + p, h6 + p, hr + p, blockquote p, li p, .title-page p,
.copyright-page p, p.align-center, p.align-right { text-indent: 0; }
section > p:first-child { text-indent: 0; }
p.scene-break { text-align: center; text-indent: 0; margin: 1em 0; page-break-after: avoid; }
p.scene-break + p { text-indent: 0; }
blockquote { margin: 1em 2em; font-style: italic; }
pre, code, .sb-code { font-family: monospace; }
pre { white-space: pre-wrap; margin: 1em 0; }
mark, .sb-highlight { background-color: #fff2a8; color: inherit; }
.sb-text-underline { text-decoration: underline; }
.sb-text-strikethrough { text-decoration: line-through; }
.sb-text-underline-strikethrough { text-decoration: underline line-through; }
.align-left { text-align: left; }
.align-center { text-align: center; }
.align-right { text-align: right; }
.align-justify { text-align: justify; }
img { max-width: 100%; height: auto; }
section.part > h1 { margin-top: 30%; }
.title-page { text-align: center; margin-top: 25%; }
.title-page .book-title { font-size: 2.2em; margin-bottom: 0.5em; }
.title-page .book-author { font-size: 1.3em; margin-top: 1em; }
.title-page .book-publisher { margin-top: 4em; }
.copyright-page { font-size: 0.85em; margin-top: 40%; }
.cover { margin: 0; padding: 0; text-align: center; }
.cover img { max-height: 100%; }
nav ol { list-style-type: none; }
`;
}

/** One @font-face per embedded file. */
export function fontFace(file: {
  fileName: string;
  family: string;
  weight: number;
  style: string;
  range: string;
}): string {
  return `@font-face {
  font-family: "${file.family.replace(/["\\]/g, '')}";
  font-style: ${file.style};
  font-weight: ${file.weight};
  src: url("fonts/${file.fileName}") format("woff2");
  unicode-range: ${file.range};
}
`;
}
