/**
 * The UI's folder rules (scripts/check-boundaries.mjs, part of `npm run lint`) catch what they
 * forbid: a feature reached past its door, and folder loops of any length, type-only ones too.
 * Two runs of the script: a tree that keeps the rules, and one that breaks each of them once.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const script = join(__dirname, '..', 'scripts', 'check-boundaries.mjs');
const roots: string[] = [];

function check(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'boundaries-'));
  roots.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const run = spawnSync(process.execPath, [script, '--root', root], { encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

const clean = {
  'src/features/a/index.ts': "export { a } from './a';\nexport type A = number;\n",
  'src/features/a/a.ts': "import { b } from '../b';\nexport const a = b + 1;\n",
  'src/features/b/index.ts': "export { b } from './b';\n",
  'src/features/b/b.ts': 'export type B = number;\nexport const b = 1;\n',
  'src/app/router.tsx':
    "import { a } from '../features/a';\nexport const load = () => import('../features/b/b');\nexport { a };\n",
};

const broken = {
  ...clean,
  // a feature past another's door, for a type only
  'src/features/c/c.ts': "import type { B } from '../b/b';\nexport const c: B = 1;\n",
  // the shell importing a feature's file statically
  'src/app/shell/Panel.tsx': "export { b } from '../../features/b/b';\n",
  // two features through their doors, one way by a type
  'src/features/b/b.ts':
    "import type { A } from '../a';\nexport type B = A;\nexport const b = 1;\n",
  // three folders in a loop inside a feature
  'src/features/d/one/x.ts': "import { y } from '../two/y';\nexport const x = y;\n",
  'src/features/d/two/y.ts': "import { z } from '../three/z';\nexport const y = z;\n",
  'src/features/d/three/z.ts':
    "import type { X } from '../one/x';\nexport type Z = X;\nexport const z = 1;\n",
  // a subfolder importing its parent's files while the parent imports it
  'src/features/e/e.ts': "import { p } from './plugins/p';\nexport const e = p;\n",
  'src/features/e/page.ts': 'export const page = 1;\n',
  'src/features/e/plugins/p.ts': "import { page } from '../page';\nexport const p = page;\n",
};

let passing: ReturnType<typeof check>;
let failing: ReturnType<typeof check>;
beforeAll(() => {
  passing = check(clean);
  failing = check(broken);
}, 60_000);
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

describe('check-boundaries, src/ rules', () => {
  it('passes a tree that keeps them (doors, and the router loading a screen by its file)', () => {
    expect(passing.output).toContain('Boundary check passed.');
    expect(passing.status).toBe(0);
    expect(failing.status).toBe(1);
  });

  it('refuses a feature reached past its door, even for a type', () => {
    expect(failing.output).toContain('src/features/c/c.ts:1: reaches into src/features/b/');
  });

  it('refuses the shell importing a feature file statically', () => {
    expect(failing.output).toContain('src/app/shell/Panel.tsx:1: reaches into src/features/b/');
  });

  it('refuses two features that import each other, even through their doors', () => {
    expect(failing.output).toContain(
      'folder cycle src/features/a -> src/features/b -> src/features/a',
    );
  });

  it('refuses a loop of three folders, type-only imports included', () => {
    expect(failing.output).toContain(
      'folder cycle src/features/d/one -> src/features/d/two -> src/features/d/three -> src/features/d/one',
    );
  });

  it('refuses a subfolder and its parent folder importing each other', () => {
    expect(failing.output).toContain(
      'folder cycle src/features/e/ (its own files) -> src/features/e/plugins -> src/features/e/ (its own files)',
    );
  });
});
