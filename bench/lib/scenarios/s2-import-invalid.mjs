/** S2: the same import with 1 % invalid records; the app must report them and keep the rest. */
import { runImportScenario } from './import-common.mjs';

export default {
  id: 'S2',
  title: 'Import 100,000 legacy records, 1 % invalid',
  run: (ctx) =>
    runImportScenario(ctx, {
      id: 'S2',
      expected: ctx.manifest.legacy.invalid,
      expectWarning: true,
    }),
};
