/**
 * The language the book is written in, for the typesetter (docs/pdf.md). The book has no
 * language field and exports use the interface language; but an author may write in Arabic with
 * the app in English. When most of the book's letters belong to a script the interface language
 * does not use, the language of that script is taken instead, so that the book is set right to
 * left, hyphenated and broken into lines by its own rules.
 */
const SCRIPTS: ReadonlyArray<{ range: RegExp; languages: readonly string[] }> = [
  { range: /[\u0041-\u005a\u0061-\u007a\u00c0-\u024f]/g, languages: [] },
  {
    range: /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufefe]/g,
    languages: ['ar', 'fa'],
  },
  { range: /[\u0900-\u097f]/g, languages: ['hi'] },
  { range: /[\u0e00-\u0e7f]/g, languages: ['th'] },
  { range: /[\u10a0-\u10ff\u1c90-\u1cbf]/g, languages: ['ka'] },
  { range: /[\u3040-\u30ff]/g, languages: ['ja'] },
  { range: /[\uac00-\ud7af\u1100-\u11ff]/g, languages: ['ko'] },
  { range: /[\u4e00-\u9fff\u3400-\u4dbf]/g, languages: ['zh', 'ja'] },
  { range: /[\u0370-\u03ff\u1f00-\u1fff]/g, languages: ['el'] },
  { range: /[\u0400-\u052f]/g, languages: ['ru', 'bg', 'sr'] },
];

const RTL_LANGUAGES = new Set(['ar', 'fa']);
/** Letters only Persian uses among the Arabic script's (پ چ ژ گ ک ی). */
const PERSIAN = /[\u067e\u0686\u0698\u06af\u06a9\u06cc]/;

export interface TextLanguage {
  /** A language code (the interface's own when its script is the book's). */
  language: string;
  dir: 'ltr' | 'rtl';
}

/** Counts a sample of the book's letters by script. */
export class LetterCounter {
  private readonly counts = new Array<number>(SCRIPTS.length).fill(0);
  private persian = false;
  private seen = 0;

  /** Adds text (only the first `limit` letters of the book are counted). */
  add(text: string, limit = 200_000): void {
    if (this.seen >= limit || !text) return;
    const slice = text.slice(0, limit - this.seen);
    this.seen += slice.length;
    SCRIPTS.forEach(({ range }, i) => {
      this.counts[i] = (this.counts[i] ?? 0) + (slice.match(range)?.length ?? 0);
    });
    if (!this.persian && PERSIAN.test(slice)) this.persian = true;
  }

  /** The book's language given the interface's (`interfaceLanguage`, e.g. 'en', 'zh-cn'). */
  languageFor(interfaceLanguage: string): TextLanguage {
    const primary = interfaceLanguage.toLowerCase().split(/[-_]/)[0] ?? 'en';
    let top = 0;
    this.counts.forEach((count, i) => {
      if (count > (this.counts[top] ?? 0)) top = i;
    });
    const script = SCRIPTS[top];
    const own = (lang: string): TextLanguage => ({
      language: lang,
      dir: RTL_LANGUAGES.has(lang.split(/[-_]/)[0] ?? '') ? 'rtl' : 'ltr',
    });
    // No letters, Latin letters, or the interface language writes this script: keep it.
    if (!script || (this.counts[top] ?? 0) === 0 || script.languages.length === 0) {
      const latinInterface = !SCRIPTS.slice(1).some((s) => s.languages.includes(primary));
      return own(latinInterface || (this.counts[top] ?? 0) === 0 ? interfaceLanguage : 'en');
    }
    if (script.languages.includes(primary)) return own(interfaceLanguage);
    if (script.languages[0] === 'ar' && this.persian) return own('fa');
    // Han with kana is Japanese (kana are counted apart; any at all decides it).
    if (script.languages[0] === 'zh' && (this.counts[5] ?? 0) > 0) return own('ja');
    return own(script.languages[0] ?? interfaceLanguage);
  }
}
