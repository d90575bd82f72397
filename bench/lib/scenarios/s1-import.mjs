/** S1: import the 100,000-record legacy file through the app vs raw Dexie bulkPut. */
import { runImportScenario } from './import-common.mjs';

export default {
  id: 'S1',
  title: 'Import 100,000 legacy records',
  run: (ctx) =>
    runImportScenario(ctx, { id: 'S1', expected: ctx.manifest.legacy.valid, expectWarning: false }),
};
