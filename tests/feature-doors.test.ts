/**
 * A feature's door (its index.ts) only re-exports: the build treats the doors as free of side
 * effects (vite.config.ts, FEATURE_DOOR), so what the first screen imports through a door does
 * not pull the door's other exports into the first download (the Tools column's history, notes
 * and session panels). A statement that runs on import would be dropped from the build.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const FEATURES = join(__dirname, '..', 'src', 'features');
const doors = readdirSync(FEATURES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((entry) =>
    ['index.ts', 'index.tsx']
      .map((name) => join(FEATURES, entry.name, name))
      .filter((file) => existsSync(file)),
  );

/** The statements of a door that are not `export … from '…'`. */
function statementsThatRun(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest);
  return source.statements
    .filter((statement) => !(ts.isExportDeclaration(statement) && statement.moduleSpecifier))
    .map((statement) => statement.getText(source).slice(0, 80));
}

describe('feature doors', () => {
  it('are found', () => {
    expect(doors.length).toBeGreaterThan(10);
  });

  it.each(doors.map((file) => [file.slice(FEATURES.length + 1), file]))(
    '%s only re-exports',
    (_name, file) => {
      expect(statementsThatRun(file)).toEqual([]);
    },
  );
});
