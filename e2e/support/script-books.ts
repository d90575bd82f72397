/**
 * A test book in each script the app speaks (issue 18): a chapter whose text must come out of
 * the PDF as written, and what a reader should find when extracting it.
 */
export interface ScriptSample {
  script: string;
  chapter: string;
  paragraphs: string[];
}

export const SCRIPT_SAMPLES: ScriptSample[] = [
  {
    script: 'Arabic',
    chapter: 'الفصل الأول',
    paragraphs: [
      'كانت الشمس تغرب فوق المدينة القديمة، وكان أحمد يمشي في السوق يبحث عن كتاب اسمه The Old Man and the Sea بين الكتب المستعملة.',
      'وفي المساء جلس على الشرفة يقرأ، والريح تحمل رائحة البحر.',
    ],
  },
  {
    script: 'Persian',
    chapter: 'فصل یکم',
    paragraphs: ['این کتاب در تهران نوشته شده است و داستان یک خانواده را روایت می‌کند.'],
  },
  {
    script: 'Devanagari',
    chapter: 'पहला अध्याय',
    paragraphs: ['क्षत्रिय राजा ने कहा कि द्विज और श्रीमान् दोनों यहाँ आएँगे।'],
  },
  {
    script: 'Thai',
    chapter: 'บทที่หนึ่ง',
    paragraphs: [
      'ภาษาไทยเป็นภาษาที่ไม่มีการเว้นวรรคระหว่างคำภาษาไทยเป็นภาษาที่ไม่มีการเว้นวรรคระหว่างคำภาษาไทยเป็นภาษาที่ไม่มีการเว้นวรรคระหว่างคำ',
    ],
  },
  {
    script: 'Chinese',
    chapter: '第一章',
    paragraphs: ['这是一本用简体中文写的书，里面也有English words和数字2026。'],
  },
  {
    script: 'Japanese',
    chapter: '第一章',
    paragraphs: ['吾輩は猫である。名前はまだ無い。田中さんはLondonへ行った。'],
  },
  {
    script: 'Korean',
    chapter: '제1장',
    paragraphs: ['한국어 문장은 띄어쓰기를 합니다. 서울에서 Busan까지 기차를 탔다.'],
  },
  {
    script: 'Georgian',
    chapter: 'თავი პირველი',
    paragraphs: ['ქართული ენა ერთ-ერთი უძველესი ენაა.'],
  },
  {
    script: 'Cyrillic',
    chapter: 'Глава первая',
    paragraphs: ['Старый дом стоял на берегу реки.'],
  },
  {
    script: 'Greek',
    chapter: 'Κεφάλαιο πρώτο',
    paragraphs: ['Το παλιό σπίτι βρισκόταν δίπλα στο ποτάμι.'],
  },
  {
    script: 'Latin with Arabic quotations',
    chapter: 'The Letter',
    paragraphs: ['She read the letter twice.', 'وصلت الرسالة في الصباح.', 'Then she smiled.'],
  },
];

/**
 * Text as a reader compares it, the words in order: bidi controls, joiners, punctuation and white
 * space removed (pdftotext adds spaces between CJK and Latin and breaks lines; it also puts the
 * full stop of a right-to-left paragraph on a left-to-right page at the line's start, where it
 * is drawn), and a word hyphenated at a line end joined.
 */
export const comparable = (text: string) =>
  text
    .replace(/[\u00ad\u2010-]\s*\n\s*/g, '')
    .replace(/[\u200b-\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/g, '')
    .replace(/[\p{P}\s]+/gu, '');
