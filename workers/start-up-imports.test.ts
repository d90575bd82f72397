/**
 * What the database worker parses before it answers its first call: the modules its entry
 * (db.worker.ts) reaches by static imports. Readers of other programs' files and the export's
 * writers are loaded by `import()` when first used, so every start does not pay for them
 * (issue 26, item 8: `marked` cost 8–34 ms of each start while it was imported statically).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '..');

const importsOf = new Map<string, string[]>();

/** The specifiers a file imports at run time, statically (no `import type`, no `import()`). */
function staticImports(file: string): string[] {
  const known = importsOf.get(file);
  if (known) return known;
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (clause?.isTypeOnly) continue;
      const named = clause?.namedBindings;
      const onlyTypes =
        clause &&
        !clause.name &&
        named &&
        ts.isNamedImports(named) &&
        named.elements.length > 0 &&
        named.elements.every((e) => e.isTypeOnly);
      if (!onlyTypes) specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier) {
      if (!statement.isTypeOnly)
        specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  importsOf.set(file, specifiers);
  return specifiers;
}

function resolveFile(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/** The packages and project files the entry reaches through static imports. */
function startUpGraph(entry: string): { packages: Set<string>; files: Set<string> } {
  const packages = new Set<string>();
  const files = new Set<string>();
  const queue = [entry];
  for (let file = queue.pop(); file; file = queue.pop()) {
    if (files.has(file)) continue;
    files.add(file);
    for (const specifier of staticImports(file)) {
      if (specifier.startsWith('.')) {
        const target = resolveFile(file, specifier);
        if (target) queue.push(target);
      } else {
        const parts = specifier.split('/');
        packages.add(specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? ''));
      }
    }
  }
  return { packages, files };
}

describe("the database worker's start-up", () => {
  const graph = startUpGraph(join(ROOT, 'workers', 'db.worker.ts'));

  it('reaches the database (the walk follows the facade)', () => {
    expect(graph.packages).toContain('dexie');
    expect(graph.packages).toContain('comlink');
  });

  it.each([
    'marked', // the Markdown reader of the manuscript import
    'mammoth', // the Word reader of the manuscript import
    'jspdf', // the manuscript PDF
    'browser-image-compression', // inserting a picture
  ])('does not parse %s: it is loaded on first use', (name) => {
    const via = [...graph.files]
      .filter((file) => staticImports(file).some((s) => s === name || s.startsWith(`${name}/`)))
      .map((file) => relative(ROOT, file));
    expect(via).toEqual([]);
  });
});
