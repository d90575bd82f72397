/**
 * The worker's folder rules (scripts/check-boundaries.mjs, part of `npm run lint`) catch what they
 * forbid: a domain importing another domain (even for a type), a floor importing a higher one,
 * and folder loops of any length, type-only imports included. Two runs of the script: a small
 * worker that keeps the rules, and one that breaks each of them once.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const script = join(__dirname, '..', 'scripts', 'check-boundaries.mjs');
const roots: string[] = [];

function check(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'worker-boundaries-'));
  roots.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const run = spawnSync(process.execPath, [script, '--root', root], { encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

const clean = {
  'workers/contract/records.ts': 'export type Page = { id: string };\n',
  'workers/core/ids.ts':
    "import type { Page } from '../contract/records';\nexport const id = (p: Page) => p.id;\n",
  'workers/db/session.ts': "import { id } from '../core/ids';\nexport const open = () => id;\n",
  'workers/files/book-json.ts':
    "import { open } from '../db/session';\nexport const json = open;\n",
  'workers/domains/tree/handlers.ts':
    "import { json } from '../../files/book-json';\nexport const tree = json;\n",
  'workers/domains/export/handlers.ts':
    "import { id } from '../../core/ids';\nexport const load = () => import('./epub/write');\nexport { id };\n",
  'workers/domains/export/epub/write.ts':
    "import type { Page } from '../../../contract/records';\nexport type W = Page;\n",
  // Tests and testing/ helpers may compose domains, as api.ts does.
  'workers/domains/export/handlers.test.ts':
    "import { tree } from '../tree/handlers';\nexport { tree };\n",
  'workers/api.ts':
    "import { tree } from './domains/tree/handlers';\nimport { load } from './domains/export/handlers';\nexport const api = { tree, load };\n",
};

const broken = {
  ...clean,
  // a domain using another domain's code, and another's type
  'workers/domains/notes/handlers.ts':
    "import { tree } from '../tree/handlers';\nimport type { W } from '../export/epub/write';\nexport const notes = tree;\nexport type N = W;\n",
  // the floor below reaching up: core into a domain, db into files (a type only)
  'workers/core/words.ts':
    "import { tree } from '../domains/tree/handlers';\nexport const words = tree;\n",
  'workers/db/repair.ts':
    "import type { json } from '../files/book-json';\nexport type R = typeof json;\n",
  // a loop of three folders inside a domain, closed by a type
  'workers/domains/atlas/one/a.ts': "import { b } from '../two/b';\nexport const a = b;\n",
  'workers/domains/atlas/two/b.ts': "import { c } from '../three/c';\nexport const b = c;\n",
  'workers/domains/atlas/three/c.ts':
    "import type { A } from '../one/a';\nexport type C = A;\nexport const c = 1;\n",
  // a subfolder and its parent's own files importing each other (a lazy import counts)
  'workers/domains/export/epub/style.ts':
    "import { id } from '../handlers';\nexport const style = id;\n",
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

describe('check-boundaries, workers/ rules', () => {
  it('passes a worker that keeps them (floors, one domain each, tests composing domains)', () => {
    expect(passing.output).toContain('Boundary check passed.');
    expect(passing.status).toBe(0);
    expect(failing.status).toBe(1);
  });

  it('refuses a domain importing another domain, for code or for a type', () => {
    expect(failing.output).toContain(
      'workers/domains/notes/handlers.ts:1: workers/domains/notes/ imports another domain (workers/domains/tree/handlers.ts)',
    );
    expect(failing.output).toContain(
      'workers/domains/notes/handlers.ts:2: workers/domains/notes/ imports another domain (workers/domains/export/epub/write.ts)',
    );
  });

  it('refuses a floor importing a higher one, type-only imports included', () => {
    expect(failing.output).toContain(
      'workers/core/words.ts:1: core/ may not import workers/domains/tree/handlers.ts (a higher floor)',
    );
    expect(failing.output).toContain(
      'workers/db/repair.ts:1: db/ may not import workers/files/book-json.ts (a higher floor)',
    );
  });

  it('refuses a loop of three folders, closed by a type-only import', () => {
    expect(failing.output).toContain(
      'folder cycle workers/domains/atlas/one -> workers/domains/atlas/two -> workers/domains/atlas/three -> workers/domains/atlas/one',
    );
  });

  it('refuses a subfolder and its parent folder importing each other, a lazy import too', () => {
    const loop = failing.output.split('\n').find((line) => line.includes('export/epub/style.ts:1'));
    expect(loop).toContain('folder cycle');
    expect(loop).toContain('workers/domains/export/ (its own files)');
    expect(loop).toContain('workers/domains/export/handlers.ts:2');
  });
});
