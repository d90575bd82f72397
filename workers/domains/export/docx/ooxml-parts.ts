/**
 * The fixed parts of a WordprocessingML package (ECMA-376, transitional): content types,
 * relationships, styles, numbering, settings and document properties. Element order inside
 * each property element follows the schema's sequences (Word refuses a file otherwise).
 */
import type { BookMeta } from '../../../contract/export';
import { escapeAttr, escapeText } from '../epub/xml-text';

export const NS = {
  w: 'http://schemas.openxmlformats.org/wordprocessingml/2006/main',
  r: 'http://schemas.openxmlformats.org/officeDocument/2006/relationships',
  wp: 'http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing',
  a: 'http://schemas.openxmlformats.org/drawingml/2006/main',
  pic: 'http://schemas.openxmlformats.org/drawingml/2006/picture',
  rel: 'http://schemas.openxmlformats.org/package/2006/relationships',
};

const REL_TYPE = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const XML_DECL = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** A4 with margins of one inch, in twentieths of a point. */
export const PAGE = { width: 11906, height: 16838, margin: 1440 };
/** EMUs per twip, and per CSS pixel (96 per inch). */
export const EMU_PER_TWIP = 635;
export const EMU_PER_PX = 9525;

export interface Relationship {
  id: string;
  type:
    | 'image'
    | 'hyperlink'
    | 'styles'
    | 'numbering'
    | 'settings'
    | 'fontTable'
    | 'comments'
    | 'commentsExtended';
  target: string;
  external?: boolean;
}

/**
 * The content types; with `fonts`, the font table and its embedded (obfuscated) faces; with
 * `comments`, the comments and their threads (comments-part.ts).
 */
export function contentTypes(
  imageTypes: ReadonlyMap<string, string>,
  fonts = false,
  comments = false,
): string {
  const main = 'application/vnd.openxmlformats-officedocument';
  const defaults =
    [...imageTypes]
      .map(([ext, type]) => `<Default Extension="${ext}" ContentType="${type}"/>`)
      .join('') +
    (fonts ? `<Default Extension="odttf" ContentType="${main}.obfuscatedFont"/>` : '');
  const fontTable = fonts
    ? `<Override PartName="/word/fontTable.xml" ContentType="${main}.wordprocessingml.fontTable+xml"/>`
    : '';
  const commentParts = comments
    ? `<Override PartName="/word/comments.xml" ContentType="${main}.wordprocessingml.comments+xml"/><Override PartName="/word/commentsExtended.xml" ContentType="${main}.wordprocessingml.commentsExtended+xml"/>`
    : '';
  return `${XML_DECL}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>${defaults}<Override PartName="/word/document.xml" ContentType="${main}.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="${main}.wordprocessingml.styles+xml"/><Override PartName="/word/numbering.xml" ContentType="${main}.wordprocessingml.numbering+xml"/><Override PartName="/word/settings.xml" ContentType="${main}.wordprocessingml.settings+xml"/>${fontTable}${commentParts}<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/><Override PartName="/docProps/app.xml" ContentType="${main}.extended-properties+xml"/></Types>`;
}

export const PACKAGE_RELS = `${XML_DECL}<Relationships xmlns="${NS.rel}"><Relationship Id="rId1" Type="${REL_TYPE}/officeDocument" Target="word/document.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/><Relationship Id="rId3" Type="${REL_TYPE}/extended-properties" Target="docProps/app.xml"/></Relationships>`;

/** A relationship's type URI (Word 2013's threads of comments have Microsoft's). */
const relType = (type: Relationship['type']) =>
  type === 'commentsExtended'
    ? 'http://schemas.microsoft.com/office/2011/relationships/commentsExtended'
    : `${REL_TYPE}/${type}`;

export function documentRels(rels: readonly Relationship[]): string {
  const items = rels
    .map(
      (r) =>
        `<Relationship Id="${r.id}" Type="${relType(r.type)}" Target="${escapeAttr(r.target)}"${
          r.external ? ' TargetMode="External"' : ''
        }/>`,
    )
    .join('');
  return `${XML_DECL}<Relationships xmlns="${NS.rel}">${items}</Relationships>`;
}

export const DOCUMENT_START = `${XML_DECL}<w:document xmlns:w="${NS.w}" xmlns:r="${NS.r}" xmlns:wp="${NS.wp}" xmlns:a="${NS.a}" xmlns:pic="${NS.pic}"><w:body>`;

export function documentEnd(rtl: boolean): string {
  const { width, height, margin } = PAGE;
  return `<w:sectPr><w:pgSz w:w="${width}" w:h="${height}"/><w:pgMar w:top="${margin}" w:right="${margin}" w:bottom="${margin}" w:left="${margin}" w:header="708" w:footer="708" w:gutter="0"/>${
    rtl ? '<w:bidi/>' : ''
  }</w:sectPr></w:body></w:document>`;
}

/** Right-to-left languages (BCP 47 primary subtags). */
const RTL_LANGUAGES = new Set(['ar', 'fa', 'he', 'ur', 'ps', 'sd', 'ug', 'ckb', 'yi', 'dv']);
const EAST_ASIAN = new Set(['zh', 'ja', 'ko']);

/** w:lang for the document: the book's language, and an East Asian and a complex-script language. */
export function languageAttributes(lang: string): string {
  const primary = lang.split('-')[0]?.toLowerCase() ?? '';
  const eastAsia = EAST_ASIAN.has(primary) ? lang : 'zh-CN';
  const bidi = RTL_LANGUAGES.has(primary) ? lang : 'ar-SA';
  return `w:val="${escapeAttr(lang)}" w:eastAsia="${escapeAttr(eastAsia)}" w:bidi="${escapeAttr(bidi)}"`;
}

const heading = (level: number, size: number) =>
  `<w:style w:type="paragraph" w:styleId="Heading${level}"><w:name w:val="heading ${level}"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:uiPriority w:val="9"/><w:qFormat/><w:pPr><w:keepNext/><w:keepLines/><w:spacing w:before="${level === 1 ? 480 : 360}" w:after="160"/>${
    level === 1 ? '<w:jc w:val="center"/>' : ''
  }<w:outlineLvl w:val="${level - 1}"/></w:pPr><w:rPr><w:b/><w:bCs/><w:sz w:val="${size}"/><w:szCs w:val="${size}"/></w:rPr></w:style>`;

const tocStyle = (level: number) =>
  `<w:style w:type="paragraph" w:styleId="TOC${level}"><w:name w:val="toc ${level}"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:uiPriority w:val="39"/><w:pPr><w:spacing w:after="100"/><w:ind w:left="${(level - 1) * 440}"/></w:pPr></w:style>`;

/**
 * The styles: Normal in the book's face and language, headings 1–6, title page, quote, code, TOC.
 * `complexFont` sets complex-script text (Arabic, Devanagari, Thai); Times New Roman when none.
 */
export function stylesXml(
  lang: string,
  fontFamily: string,
  complexFont?: string,
  comments = false,
): string {
  const font = escapeAttr(fontFamily);
  const cs = escapeAttr(complexFont ?? 'Times New Roman');
  const mono = 'Courier New';
  return `${XML_DECL}<w:styles xmlns:w="${NS.w}"><w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="${font}" w:hAnsi="${font}" w:eastAsia="${font}" w:cs="${cs}"/><w:sz w:val="24"/><w:szCs w:val="24"/><w:lang ${languageAttributes(lang)}/></w:rPr></w:rPrDefault><w:pPrDefault><w:pPr><w:spacing w:after="160" w:line="312" w:lineRule="auto"/></w:pPr></w:pPrDefault></w:docDefaults><w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:qFormat/></w:style><w:style w:type="character" w:default="1" w:styleId="DefaultParagraphFont"><w:name w:val="Default Paragraph Font"/><w:uiPriority w:val="1"/><w:semiHidden/></w:style>${[
    [1, 36],
    [2, 30],
    [3, 28],
    [4, 26],
    [5, 24],
    [6, 24],
  ]
    .map(([level, size]) => heading(level as number, size as number))
    .join(
      '',
    )}<w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/><w:basedOn w:val="Normal"/><w:next w:val="Subtitle"/><w:qFormat/><w:pPr><w:spacing w:before="2400" w:after="480"/><w:jc w:val="center"/></w:pPr><w:rPr><w:b/><w:bCs/><w:sz w:val="56"/><w:szCs w:val="56"/></w:rPr></w:style><w:style w:type="paragraph" w:styleId="Subtitle"><w:name w:val="Subtitle"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:qFormat/><w:pPr><w:spacing w:after="240"/><w:jc w:val="center"/></w:pPr><w:rPr><w:sz w:val="32"/><w:szCs w:val="32"/></w:rPr></w:style><w:style w:type="paragraph" w:styleId="Publisher"><w:name w:val="Publisher"/><w:basedOn w:val="Normal"/><w:pPr><w:spacing w:before="1440"/><w:jc w:val="center"/></w:pPr></w:style><w:style w:type="paragraph" w:styleId="Copyright"><w:name w:val="Copyright"/><w:basedOn w:val="Normal"/><w:pPr><w:spacing w:after="80"/></w:pPr><w:rPr><w:sz w:val="20"/><w:szCs w:val="20"/></w:rPr></w:style><w:style w:type="paragraph" w:styleId="Quote"><w:name w:val="Quote"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:qFormat/><w:pPr><w:ind w:left="720" w:right="720"/></w:pPr><w:rPr><w:i/><w:iCs/></w:rPr></w:style><w:style w:type="paragraph" w:styleId="CodeBlock"><w:name w:val="Code Block"/><w:basedOn w:val="Normal"/><w:pPr><w:spacing w:after="160" w:line="240" w:lineRule="auto"/><w:ind w:left="360"/></w:pPr><w:rPr><w:rFonts w:ascii="${mono}" w:hAnsi="${mono}" w:cs="${mono}"/><w:sz w:val="20"/><w:szCs w:val="20"/></w:rPr></w:style><w:style w:type="paragraph" w:styleId="ListParagraph"><w:name w:val="List Paragraph"/><w:basedOn w:val="Normal"/><w:qFormat/><w:pPr><w:spacing w:after="80"/><w:ind w:left="720"/></w:pPr></w:style><w:style w:type="paragraph" w:styleId="TOCHeading"><w:name w:val="TOC Heading"/><w:basedOn w:val="Heading1"/><w:next w:val="Normal"/><w:uiPriority w:val="39"/><w:pPr><w:outlineLvl w:val="9"/></w:pPr></w:style>${[
    1, 2, 3, 4, 5, 6,
  ]
    .map(tocStyle)
    .join(
      '',
    )}<w:style w:type="character" w:styleId="Hyperlink"><w:name w:val="Hyperlink"/><w:basedOn w:val="DefaultParagraphFont"/><w:uiPriority w:val="99"/><w:rPr><w:color w:val="0563C1"/><w:u w:val="single"/></w:rPr></w:style><w:style w:type="character" w:styleId="InlineCode"><w:name w:val="Inline Code"/><w:basedOn w:val="DefaultParagraphFont"/><w:rPr><w:rFonts w:ascii="${mono}" w:hAnsi="${mono}" w:cs="${mono}"/><w:sz w:val="21"/><w:szCs w:val="21"/></w:rPr></w:style>${comments ? COMMENT_STYLES : ''}</w:styles>`;
}

/** Word's own styles of a comment's text and of its mark in the text. */
const COMMENT_STYLES =
  '<w:style w:type="paragraph" w:styleId="CommentText"><w:name w:val="annotation text"/><w:basedOn w:val="Normal"/><w:uiPriority w:val="99"/><w:pPr><w:spacing w:after="0" w:line="240" w:lineRule="auto"/></w:pPr><w:rPr><w:sz w:val="20"/><w:szCs w:val="20"/></w:rPr></w:style><w:style w:type="character" w:styleId="CommentReference"><w:name w:val="annotation reference"/><w:basedOn w:val="DefaultParagraphFont"/><w:uiPriority w:val="99"/><w:rPr><w:sz w:val="16"/><w:szCs w:val="16"/></w:rPr></w:style>';

const BULLETS = ['\u2022', '\u25E6', '\u25AA'];
const NUMBER_FORMATS = ['decimal', 'lowerLetter', 'lowerRoman'];

/** Abstract list 0 (bullets) and 1 (numbers), nine levels each; one w:num per list. */
export function numberingXml(nums: ReadonlyArray<{ numId: number; abstractId: 0 | 1 }>): string {
  const level = (ilvl: number, ordered: boolean) => {
    const indent = 720 * (ilvl + 1);
    const format = ordered ? NUMBER_FORMATS[ilvl % 3] : 'bullet';
    const text = ordered ? `%${ilvl + 1}.` : BULLETS[ilvl % 3];
    return `<w:lvl w:ilvl="${ilvl}"><w:start w:val="1"/><w:numFmt w:val="${format}"/><w:lvlText w:val="${text}"/><w:lvlJc w:val="left"/><w:pPr><w:ind w:left="${indent}" w:hanging="360"/></w:pPr></w:lvl>`;
  };
  const abstract = (id: number, ordered: boolean) =>
    `<w:abstractNum w:abstractNumId="${id}"><w:multiLevelType w:val="hybridMultilevel"/>${Array.from(
      { length: 9 },
      (_, i) => level(i, ordered),
    ).join('')}</w:abstractNum>`;
  const instances = nums
    .map(
      (n) =>
        `<w:num w:numId="${n.numId}"><w:abstractNumId w:val="${n.abstractId}"/>${
          n.abstractId === 1
            ? Array.from(
                { length: 9 },
                (_, i) =>
                  `<w:lvlOverride w:ilvl="${i}"><w:startOverride w:val="1"/></w:lvlOverride>`,
              ).join('')
            : ''
        }</w:num>`,
    )
    .join('');
  return `${XML_DECL}<w:numbering xmlns:w="${NS.w}">${abstract(0, false)}${abstract(1, true)}${instances}</w:numbering>`;
}

/** The settings; `embedFonts`: the file carries its faces (word/fontTable.xml names them). */
export function settingsXml(lang: string, embedFonts = false): string {
  return `${XML_DECL}<w:settings xmlns:w="${NS.w}">${embedFonts ? '<w:embedTrueTypeFonts/>' : ''}<w:defaultTabStop w:val="720"/><w:characterSpacingControl w:val="doNotCompress"/><w:updateFields w:val="true"/><w:compat><w:compatSetting w:name="compatibilityMode" w:uri="http://schemas.microsoft.com/office/word" w:val="15"/></w:compat><w:themeFontLang ${languageAttributes(lang)}/></w:settings>`;
}

export function corePropsXml(
  meta: BookMeta,
  title: string,
  lang: string,
  modified: string,
): string {
  const optional = (tag: string, value: string) =>
    value.trim() ? `<${tag}>${escapeText(value.trim())}</${tag}>` : '';
  return `${XML_DECL}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><dc:title>${escapeText(title)}</dc:title>${optional('dc:creator', meta.author)}${optional('dc:description', meta.description)}${optional('dc:subject', meta.genre)}<dc:language>${escapeText(lang)}</dc:language><dcterms:created xsi:type="dcterms:W3CDTF">${modified}</dcterms:created><dcterms:modified xsi:type="dcterms:W3CDTF">${modified}</dcterms:modified></cp:coreProperties>`;
}

export function appPropsXml(meta: BookMeta): string {
  const company = meta.publisher.trim()
    ? `<Company>${escapeText(meta.publisher.trim())}</Company>`
    : '';
  return `${XML_DECL}<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties"><Application>Story Builder</Application>${company}</Properties>`;
}
