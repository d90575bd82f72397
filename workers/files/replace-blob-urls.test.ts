/** Export rule: blob URLs of local images become their relative path or images/{file name}. */
import { describe, expect, it } from 'vitest';
import { sanitizePageHtml } from '../core/sanitize-html';
import { replaceBlobUrls } from './replace-blob-urls';

const BLOB = 'blob:http://localhost:5173/0b4c3f1e-8a7d-4b4e-9f0e-2d1c7a6b5e4f';

describe('replaceBlobUrls', () => {
  it('uses the relative path when the image has one', () => {
    const html = `<p>a<img src="${BLOB}" alt="Map" data-local-file="true" data-relative-path="images/map.webp" data-file-name="map.webp">b</p>`;
    expect(replaceBlobUrls(html)).toBe(
      '<p>a<img src="images/map.webp" alt="Map" data-local-file="true" data-relative-path="images/map.webp" data-file-name="map.webp">b</p>',
    );
  });

  it('falls back to images/{file name}, then to images/image.jpg', () => {
    expect(replaceBlobUrls(`<img src="${BLOB}" data-file-name="cat.png">`)).toBe(
      '<img src="images/cat.png" data-file-name="cat.png">',
    );
    expect(replaceBlobUrls(`<img alt="x" src="${BLOB}">`)).toBe(
      '<img alt="x" src="images/image.jpg">',
    );
    expect(replaceBlobUrls(`<img src="${BLOB}" data-relative-path="" data-file-name="">`)).toBe(
      '<img src="images/image.jpg" data-relative-path="" data-file-name="">',
    );
  });

  it('replaces every blob image and leaves other images and text alone', () => {
    const html = [
      `<img src="${BLOB}" data-file-name="one.jpg">`,
      '<img src="images/kept.jpg">',
      '<img src="data:image/png;base64,AAAA">',
      '<p>the word blob: in text stays</p>',
      `<img src="${BLOB}" data-relative-path="images/two.jpg">`,
    ].join('');
    expect(replaceBlobUrls(html)).toBe(
      [
        '<img src="images/one.jpg" data-file-name="one.jpg">',
        '<img src="images/kept.jpg">',
        '<img src="data:image/png;base64,AAAA">',
        '<p>the word blob: in text stays</p>',
        '<img src="images/two.jpg" data-relative-path="images/two.jpg">',
      ].join(''),
    );
  });

  it('handles single-quoted, unquoted and upper-case markup', () => {
    expect(replaceBlobUrls(`<IMG SRC='${BLOB}' DATA-FILE-NAME=x.gif>`)).toBe(
      '<IMG src="images/x.gif" DATA-FILE-NAME=x.gif>',
    );
  });

  it('keeps escaped attribute values escaped', () => {
    expect(replaceBlobUrls(`<img src="${BLOB}" data-file-name="a&amp;b &quot;c&quot;.jpg">`)).toBe(
      '<img src="images/a&amp;b &quot;c&quot;.jpg" data-file-name="a&amp;b &quot;c&quot;.jpg">',
    );
  });

  it('returns text without blob URLs unchanged (same string)', () => {
    const html = '<p>Hello <img src="images/a.jpg"></p>';
    expect(replaceBlobUrls(html)).toBe(html);
    expect(replaceBlobUrls('')).toBe('');
  });

  it('works on sanitised page content, and the result survives sanitising again', () => {
    const stored = sanitizePageHtml(
      `<p>x</p><img src="${BLOB}" alt="Fig" data-local-file="true" data-file-name="fig 1.jpg" onerror="x()">`,
    );
    const exported = replaceBlobUrls(stored);
    expect(exported).toContain('src="images/fig 1.jpg"');
    expect(exported).not.toContain('blob:');
    expect(sanitizePageHtml(exported)).toBe(exported);
  });
});
