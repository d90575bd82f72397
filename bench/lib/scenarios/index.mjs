/**
 * Every scenario, in run order. A scenario is a module of this folder whose default export is
 * { id, title, run(ctx) } (ctx: origin, runs, smoke, manifest, log; run returns figures): add
 * its import and its entry below, and its budgets to bench/budgets.json. It must also run on
 * the smoke run's small fixtures (`npm run bench -- --smoke`, part of `npm test`): take books
 * and counts from `ctx.manifest`, not from literals.
 */
import s1 from './s1-import.mjs';
import s2 from './s2-import-invalid.mjs';
import s3 from './s3-open-book.mjs';
import s4 from './s4-open-page.mjs';
import s5 from './s5-typing.mjs';
import s6 from './s6-word-count.mjs';
import s7 from './s7-export.mjs';
import s7pdf from './s7-pdf.mjs';
import s8 from './s8-image.mjs';
import s9 from './s9-cold-start.mjs';
import s10 from './s10-scale.mjs';
import s11 from './s11-atlas.mjs';
import s12 from './s12-mentions.mjs';
import s13 from './s13-notes.mjs';
import s14 from './s14-goals-save.mjs';
import s15 from './s15-huge-page.mjs';
import s16 from './s16-import-manuscripts.mjs';
import s17 from './s17-find.mjs';
import s18 from './s18-revisions.mjs';
import s19 from './s19-outline.mjs';
import s20 from './s20-continuous.mjs';
import s21 from './s21-sync-load.mjs';
import s22 from './s22-sync.mjs';

export const SCENARIOS = [
  s1,
  s2,
  s3,
  s4,
  s5,
  s6,
  s7,
  s7pdf,
  s8,
  s9,
  s10,
  s11,
  s12,
  s13,
  s14,
  s15,
  s16,
  s17,
  s18,
  s19,
  s20,
  s21,
  s22,
];
