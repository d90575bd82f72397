/**
 * Text for XML packages (EPUB's XHTML, OPF and NCX; DOCX's WordprocessingML): characters XML 1.0
 * cannot hold are removed, the markup characters escaped, and everything else kept exactly as
 * written, in any script.
 */

/** Characters not allowed in an XML 1.0 document: C0 controls but tab/LF/CR, lone surrogates, U+FFFE/F. */
const XML_INVALID =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Removes characters an XML document cannot contain. */
export function xmlChars(text: string): string {
  return text.replace(XML_INVALID, '');
}

/** Escapes text content. */
export function escapeText(text: string): string {
  return xmlChars(text).replace(/[&<>]/g, (c) =>
    c === '&' ? '&amp;' : c === '<' ? '&lt;' : '&gt;',
  );
}

/** Escapes an attribute value (double-quoted). */
export function escapeAttr(text: string): string {
  return xmlChars(text).replace(/[&<>"\t\n\r]/g, (c) => ATTR_ESCAPES[c] ?? c);
}

const ATTR_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  '\t': '&#9;',
  '\n': '&#10;',
  '\r': '&#13;',
};

/** Right-to-left scripts: Hebrew, Arabic, Syriac, Thaana, NKo, Samaritan, Mandaic, Arabic presentation forms. */
const RTL_CHAR =
  /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]|\uD802[\uDC00-\uDFFF]|\uD83B[\uDE00-\uDEFF]/;
/** Strong characters: letters of any script (the first one decides a paragraph's direction). */
const STRONG_CHAR = /\p{L}/u;

/** The direction of a text from its first strong (letter) character; null when it has none. */
export function textDirection(text: string): 'ltr' | 'rtl' | null {
  for (const ch of text) {
    if (STRONG_CHAR.test(ch)) return RTL_CHAR.test(ch) ? 'rtl' : 'ltr';
  }
  return null;
}

/** True when the text holds right-to-left characters (Arabic, Persian, Hebrew…). */
export function hasRtl(text: string): boolean {
  return RTL_CHAR.test(text);
}

/**
 * A well-formed BCP 47 tag for the book's language: canonicalised when valid, else its primary
 * subtag when that is valid, else 'und' (undetermined).
 */
export function languageTag(language: string): string {
  const tag = language.trim().replace(/_/g, '-');
  for (const candidate of [tag, tag.split('-')[0] ?? '']) {
    if (!candidate) continue;
    try {
      const [canonical] = Intl.getCanonicalLocales(candidate);
      if (canonical) return canonical;
    } catch {
      // not a well-formed tag: try the next candidate
    }
  }
  return 'und';
}
