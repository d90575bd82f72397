/**
 * Export rule of docs/spec/data-layer-and-files.md §5: blob URLs of local images are meaningless outside the browser
 * session that made them, so on export each `<img src="blob:...">` gets its relative path
 * (`data-relative-path`) or `images/{data-file-name}` (default `image.jpg`). String-level: the
 * input is stored (sanitised) HTML, whose attributes are double-quoted and escaped.
 */

/** An `<img ...>` start tag (quoted attribute values may hold `>`). */
const IMG_TAG = /<img\b(?:[^>"']|"[^"]*"|'[^']*')*>/gi;
/** One attribute: name, then an optional double-quoted, single-quoted or unquoted value. */
const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** The default file name of an image that has neither a relative path nor a file name. */
export const DEFAULT_IMAGE_FILE = 'image.jpg';

interface Attribute {
  name: string;
  value: string;
  start: number;
  end: number;
}

function attributesOf(tag: string): Attribute[] {
  const out: Attribute[] = [];
  const body = tag.slice(4, -1); // after "<img", before ">"
  ATTRIBUTE.lastIndex = 0;
  for (let m = ATTRIBUTE.exec(body); m !== null; m = ATTRIBUTE.exec(body)) {
    const raw = m[2] ?? m[3] ?? m[4] ?? '';
    // Values from single or unquoted attributes are written back double-quoted.
    const value = m[2] === undefined ? raw.replace(/"/g, '&quot;') : raw;
    out.push({
      name: m[1]?.toLowerCase() ?? '',
      value,
      start: m.index + 4,
      end: m.index + 4 + m[0].length,
    });
  }
  return out;
}

/** The exported src of an image: its relative path, else `images/{file name}`. */
function exportedSrc(attributes: Attribute[]): string {
  const find = (name: string) => attributes.find((a) => a.name === name)?.value.trim() ?? '';
  const relative = find('data-relative-path');
  if (relative) return relative;
  return `images/${find('data-file-name') || DEFAULT_IMAGE_FILE}`;
}

/** Rewrites one img tag when its src is a blob URL; other tags come back unchanged. */
function replaceInTag(tag: string): string {
  const attributes = attributesOf(tag);
  const src = attributes.find((a) => a.name === 'src');
  if (!src || !/^blob:/i.test(src.value.trim())) return tag;
  return `${tag.slice(0, src.start)}src="${exportedSrc(attributes)}"${tag.slice(src.end)}`;
}

/**
 * Replaces the blob-URL src of every img in `html` by the image's relative path or by
 * `images/{file name}` (default `images/image.jpg`). Text without `blob:` is returned as is.
 */
export function replaceBlobUrls(html: string): string {
  if (!/blob:/i.test(html)) return html;
  return html.replace(IMG_TAG, replaceInTag);
}
