/**
 * Page HTML with an exact number of words: paragraphs with <b> and <i>, h2 headings, lists and
 * quotes, the vocabulary the page editor writes. Returns the content metrics the app would
 * compute (words split on whitespace, one paragraph per block, characters without line breaks).
 */
import { WORDS } from './words.mjs';

const cap = (w) => w[0].toUpperCase() + w.slice(1);

/** `n` words of prose: sentences of 5 to 16 words, commas now and then. */
function proseWords(rng, n) {
  const out = [];
  while (out.length < n) {
    const len = Math.min(rng.int(5, 16), n - out.length);
    for (let i = 0; i < len; i += 1) {
      let w = rng.pick(WORDS);
      if (i === 0) w = cap(w);
      if (i === len - 1) w += rng.chance(0.1) ? '?' : '.';
      else if (i > 1 && rng.chance(0.07)) w += ',';
      out.push(w);
    }
  }
  return out;
}

/** Wraps a few short runs of the words in <b> or <i> (whole words only, spaces kept outside). */
function withInlineMarks(rng, words) {
  const html = [...words];
  for (let i = 0; i < html.length - 3; i += 1) {
    if (!rng.chance(0.03)) continue;
    const len = rng.int(1, 3);
    const tag = rng.chance(0.5) ? 'b' : 'i';
    html[i] = `<${tag}>${html[i]}`;
    html[i + len - 1] = `${html[i + len - 1]}</${tag}>`;
    i += len;
  }
  return html.join(' ');
}

/** Metrics of one block of plain words joined by single spaces. */
function addBlock(m, words) {
  if (words.length === 0) return;
  const text = words.join(' ');
  m.words += words.length;
  m.characters += text.length;
  m.charactersNoSpaces += text.length - (words.length - 1);
  m.paragraphs += 1;
}

/**
 * A page of exactly `target` words. `marker` (a word) ends the page when given, so a test can
 * tell that the whole page is on screen.
 */
export function pageHtml(rng, target, { heading = true, marker = null } = {}) {
  const metrics = { words: 0, characters: 0, charactersNoSpaces: 0, paragraphs: 0, readingTime: 0 };
  const parts = [];
  let remaining = marker ? target - 1 : target;
  if (heading && remaining > 12) {
    const words = proseWords(rng, rng.int(3, 6)).map((w) => w.replace(/[.,?]$/, ''));
    parts.push(`<h2>${words.join(' ')}</h2>`);
    addBlock(metrics, words);
    remaining -= words.length;
  }
  let sinceSpecial = 0;
  while (remaining > 0) {
    sinceSpecial += 1;
    const special = sinceSpecial > 4 && remaining > 40 && rng.chance(0.3);
    if (special && rng.chance(0.5)) {
      sinceSpecial = 0;
      const tag = rng.chance(0.6) ? 'ul' : 'ol';
      const items = [];
      for (let k = rng.int(3, 5); k > 0 && remaining > 0; k -= 1) {
        const words = proseWords(rng, Math.min(rng.int(4, 10), remaining));
        items.push(`<li>${withInlineMarks(rng, words)}</li>`);
        addBlock(metrics, words);
        remaining -= words.length;
      }
      parts.push(`<${tag}>${items.join('')}</${tag}>`);
    } else if (special) {
      sinceSpecial = 0;
      const words = proseWords(rng, Math.min(rng.int(12, 30), remaining));
      parts.push(`<blockquote>${withInlineMarks(rng, words)}</blockquote>`);
      addBlock(metrics, words);
      remaining -= words.length;
    } else {
      const words = proseWords(rng, Math.min(rng.int(30, 110), remaining));
      parts.push(`<p>${withInlineMarks(rng, words)}</p>`);
      addBlock(metrics, words);
      remaining -= words.length;
    }
  }
  if (marker) {
    parts.push(`<p>${marker}</p>`);
    addBlock(metrics, [marker]);
  }
  metrics.readingTime = metrics.words > 0 ? Math.ceil(metrics.words / 200) : 0;
  return { html: parts.join(''), metrics };
}

/** A short chapter for the legacy file: one to three plain paragraphs. */
export function shortHtml(rng, target) {
  const parts = [];
  let remaining = target;
  while (remaining > 0) {
    const words = proseWords(rng, Math.min(rng.int(15, 40), remaining));
    parts.push(`<p>${withInlineMarks(rng, words)}</p>`);
    remaining -= words.length;
  }
  return parts.join('');
}

/** One sentence of `n` words, for descriptions. */
export const sentence = (rng, n) => proseWords(rng, n).join(' ');
