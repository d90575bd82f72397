/** The manuscript's faces told before exporting (issue 25, item 5): the writer's test and mapping. */
import { describe, expect, it } from 'vitest';
import type { BookPart } from '../../../contract/export';
import { SAMPLE_META } from '../epub/testing/sample-book';
import { manuscriptFaces } from './manuscript-faces';

async function* yieldParts(parts: BookPart[]): AsyncGenerator<BookPart> {
  yield* parts;
}

const page = (id: string, html: string, kind: BookPart['kind'] = 'page'): BookPart => ({
  id,
  kind,
  title: `Page ${id}`,
  level: 1,
  html,
  words: 3,
});

const facesOf = (parts: BookPart[], language = 'en') =>
  manuscriptFaces(yieldParts(parts), { ...SAMPLE_META, title: 'Salt', author: 'Ada', language });

describe('manuscriptFaces', () => {
  it('keeps Times for Western European text', async () => {
    expect(await facesOf([page('1', '<p>Café “déjà vu” – naïve.</p>')])).toEqual({
      times: true,
      body: 'Times',
      scripts: [],
    });
  });

  it('names the body face and each script’s face, as the typesetter sets them', async () => {
    const faces = await facesOf([
      page('1', '<p>An English line.</p>'),
      page('2', '<p>السلام عليكم</p>'),
      page('3', '<p>नमस्ते दुनिया</p>'),
    ]);
    expect(faces).toEqual({
      times: false,
      body: 'Noto Serif',
      scripts: [
        { script: 'arabic', face: 'Amiri' },
        { script: 'devanagari', face: 'Noto Serif Devanagari' },
      ],
    });
  });

  it('says Times cannot set Latin letters outside Western European, with no script of its own', async () => {
    expect(await facesOf([page('1', '<p>Łódź</p>')])).toEqual({
      times: false,
      body: 'Noto Serif',
      scripts: [],
    });
  });

  it('sets Han in the face of the language it reads with', async () => {
    const japanese = await facesOf([page('1', '<p>日本語のかな</p>')]);
    expect(japanese.scripts).toEqual([
      { script: 'kana', face: 'Noto Serif JP' },
      { script: 'han', face: 'Noto Serif JP' },
    ]);
    const chinese = await facesOf([page('1', '<p>中文的书</p>')]);
    expect(chinese.scripts).toEqual([{ script: 'han', face: 'Noto Serif SC' }]);
  });

  it('reads only what the manuscript prints (no copyright page or contents)', async () => {
    const faces = await facesOf([
      page('c', '<p>حقوق النشر</p>', 'copyright'),
      page('t', '<p>المحتويات</p>', 'toc'),
      page('1', '<p>Only English here.</p>'),
    ]);
    expect(faces.times).toBe(true);
  });
});
