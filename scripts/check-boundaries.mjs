// Lint rule for the thread boundary (CONVENTIONS.md): `src/` imports only types from `workers/`,
// except `workers/contract/`; nothing outside `workers/` imports dexie; `workers/` never
// imports dompurify (it has no DOM there). In src/: layers, each feature reached only through its
// door (index.ts), no folder cycle (docs/architecture.md). In workers/: floors (contract, core,
// db, files, domains), no domain importing another, no folder cycle. server/ (the sync server)
// imports nothing of src/ or workers/ but workers/contract/. Uses TypeScript's parser, so
// `import type` and inline `type` specifiers are told apart exactly.
// `--root DIR` checks another tree (tests/check-boundaries.test.ts hands it a small broken one).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

const rootArg = process.argv.indexOf('--root');
const root =
  rootArg > 0
    ? resolve(process.argv[rootArg + 1])
    : resolve(dirname(new URL(import.meta.url).pathname), '..');
const problems = [];

function* files(dir) {
  let entries = [];
  try {
    entries = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of entries) {
    // dist-*: side-by-side builds for parallel e2e runs (E2E_DIST).
    if (name === 'node_modules' || name === 'dist' || name.startsWith('dist-')) continue;
    const full = join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else if (/\.(ts|tsx|mts|js|mjs)$/.test(name)) yield full;
  }
}

function isTypeOnly(node) {
  if (ts.isImportDeclaration(node)) {
    const clause = node.importClause;
    if (!clause) return false; // side-effect import
    if (clause.isTypeOnly) return true;
    if (clause.name) return false;
    const bindings = clause.namedBindings;
    if (!bindings || ts.isNamespaceImport(bindings)) return false;
    return bindings.elements.length > 0 && bindings.elements.every((e) => e.isTypeOnly);
  }
  if (ts.isExportDeclaration(node)) {
    if (node.isTypeOnly) return true;
    const clause = node.exportClause;
    return Boolean(
      clause && ts.isNamedExports(clause) && clause.elements.every((e) => e.isTypeOnly),
    );
  }
  return false;
}

function specifiers(source) {
  const out = [];
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      out.push({ spec: node.moduleSpecifier.text, typeOnly: isTypeOnly(node), node });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      out.push({ spec: node.arguments[0].text, typeOnly: false, node, dynamic: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/** The UI's layers (docs/architecture.md), lowest first: an import may not reach a higher layer. */
const LAYERS = [
  ['state', 'worker-client', 'navigation', 'platform', 'security', 'i18n', 'styles', 'components'],
  ['session'],
  ['features'],
  ['app'],
];
const layerOf = (relPath) => {
  const top = relPath.split(sep)[1] ?? '';
  const index = LAYERS.findIndex((names) => names.includes(top));
  return index === -1 ? LAYERS.length : index;
};
/** `src/features/<name>` for a path inside a feature folder, else null. */
const featureOf = (relPath) => {
  const parts = relPath.split(sep);
  return parts[1] === 'features' && parts.length > 3 ? parts.slice(0, 3).join(sep) : null;
};
/** The file an import names: itself, with its extension, or a folder's index. */
const resolveFile = (path) =>
  ['', '.ts', '.tsx', `${sep}index.ts`, `${sep}index.tsx`]
    .map((end) => path + end)
    .find((p) => existsSync(p) && statSync(p).isFile()) ?? path;
/** Imports between files of src/ ({ from, to, where }), type-only ones too: the folder cycles. */
const srcEdges = [];

/**
 * The worker's floors (docs/architecture.md), lowest first: a file imports only its own floor or
 * lower ones. Root files (api.ts, db.worker.ts, to-result.ts) stand above all. A domain never
 * imports another domain, not even for a type (shared types live in contract/).
 */
const WORKER_FLOORS = ['contract', 'core', 'db', 'files', 'domains'];
const floorOf = (relPath) => {
  const parts = relPath.split(sep);
  return parts.length > 2 ? WORKER_FLOORS.indexOf(parts[1]) : WORKER_FLOORS.length;
};
const domainOf = (relPath) => {
  const parts = relPath.split(sep);
  return parts[1] === 'domains' && parts.length > 3 ? parts.slice(0, 3).join(sep) : null;
};
/** Imports between files of workers/ (tests and testing/ helpers aside), type-only ones too. */
const workerEdges = [];

for (const top of ['src', 'workers', 'tests', 'e2e', 'scripts', 'bench', 'server']) {
  for (const file of files(join(root, top))) {
    const text = readFileSync(file, 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const rel = relative(root, file);
    const inWorkers = rel.startsWith(`workers${sep}`);
    const isTest = /\.test\.tsx?$/.test(rel);
    for (const { spec, typeOnly, node, dynamic } of specifiers(source)) {
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      const where = `${rel}:${line}`;
      if ((spec === 'dexie' || spec.startsWith('dexie/')) && !inWorkers) {
        problems.push(
          `${where}: dexie is imported outside workers/ (the worker owns the database)`,
        );
      }
      if (spec === 'dompurify' && inWorkers && !isTest) {
        problems.push(`${where}: dompurify in workers/ (there is no DOM in the worker)`);
      }
      // A schema step writes tomorrow what it wrote when it shipped: only frozen helpers of its own.
      if (rel.startsWith(`workers${sep}db${sep}migrations`) && spec.startsWith('.') && !isTest) {
        const target = relative(root, resolve(dirname(file), spec));
        const live = ['domains', 'core', 'files'].map((floor) => `workers${sep}${floor}`);
        if (live.some((folder) => target.startsWith(folder))) {
          problems.push(
            `${where}: a migration imports live code (${target}); copy it into frozen/`,
          );
        }
      }
      const helper = isTest || rel.split(sep).includes('testing');
      if (inWorkers && spec.startsWith('.') && !helper) {
        const to = relative(root, resolveFile(resolve(dirname(file), spec)));
        if (to.startsWith(`workers${sep}`)) {
          workerEdges.push({ from: rel, to, where });
          const [from, into] = [domainOf(rel), domainOf(to)];
          if (from && into && from !== into) {
            problems.push(
              `${where}: ${from}/ imports another domain (${to}); share it from a floor below`,
            );
          } else if (floorOf(to) > floorOf(rel)) {
            problems.push(`${where}: ${rel.split(sep)[1]}/ may not import ${to} (a higher floor)`);
          }
        }
      }
      // The sync server (Node) shares nothing with the app but workers/contract/'s pure modules.
      if (rel.startsWith(`server${sep}`) && spec.startsWith('.')) {
        const target = relative(root, resolve(dirname(file), spec));
        const intoApp = ['src', 'workers'].some(
          (t) => target === t || target.startsWith(`${t}${sep}`),
        );
        if (intoApp && !target.startsWith(`workers${sep}contract`)) {
          problems.push(`${where}: server/ may import from workers/contract/ only, not ${target}`);
        }
      }
      if (rel.startsWith(`src${sep}`) && spec.startsWith('.')) {
        const target = relative(root, resolve(dirname(file), spec));
        const intoWorkers = target === 'workers' || target.startsWith(`workers${sep}`);
        const intoContract = target.startsWith(`workers${sep}contract`);
        if (intoWorkers && !intoContract && !typeOnly) {
          problems.push(`${where}: src/ may import only types from ${target} (use "import type")`);
        }
        // Record, summary and event types live in workers/contract/; the facade's type in api.ts.
        if (intoWorkers && !intoContract && target !== `workers${sep}api` && !isTest) {
          problems.push(`${where}: src/ takes worker types from workers/contract/, not ${target}`);
        }
        if (target.startsWith(`src${sep}`) && !isTest && rel.split(sep).length > 2) {
          if (layerOf(target) > layerOf(rel)) {
            problems.push(
              `${where}: ${rel.split(sep)[1]}/ may not import ${target} (a higher layer)`,
            );
          }
        }
        if (target.startsWith(`src${sep}`) && !isTest && !rel.startsWith(`src${sep}testing`)) {
          const to = relative(root, resolveFile(join(root, target)));
          srcEdges.push({ from: rel, to, where });
          // A feature's door is its index.ts; the router's import() may load a screen by its file.
          const feature = featureOf(to);
          const door = feature && /^index\.tsx?$/.test(relative(feature, to));
          const lazyScreen = dynamic && rel.startsWith(`src${sep}app${sep}`);
          if (feature && feature !== featureOf(rel) && !door && !lazyScreen) {
            problems.push(
              `${where}: reaches into ${feature}/ (${to}); import its door, ${feature}/index.ts`,
            );
          }
        }
      }
    }
  }
}

/**
 * Folder cycles of any length. An import from a file in folder A to a file in folder B is an arrow
 * between the two sibling folders where their paths part (a folder's own files stand as one more
 * sibling, "."), so a loop shows at the depth where it closes: features/a -> features/b ->
 * features/a, or editor/ -> editor/plugins/ -> editor/. Returns one message per loop.
 */
function folderCycles(edges) {
  const groups = new Map(); // parent folder -> arrows between its children
  for (const { from, to, where } of edges) {
    const a = dirname(from).split(sep);
    const b = dirname(to).split(sep);
    let k = 0;
    while (k < a.length && k < b.length && a[k] === b[k]) k++;
    const [fromChild, toChild] = [a[k] ?? '.', b[k] ?? '.'];
    if (fromChild === toChild) continue;
    const parent = a.slice(0, k).join('/');
    if (!groups.has(parent)) groups.set(parent, new Map());
    const arrows = groups.get(parent);
    if (!arrows.has(fromChild)) arrows.set(fromChild, new Map());
    if (!arrows.get(fromChild).has(toChild)) arrows.get(fromChild).set(toChild, where);
  }
  const found = [];
  for (const [parent, arrows] of groups) {
    const name = (child) => (child === '.' ? `${parent}/ (its own files)` : `${parent}/${child}`);
    const next = (node) => [...(arrows.get(node)?.keys() ?? [])];
    // Folders that reach each other (Tarjan's strongly connected components) hold the loops.
    const index = new Map();
    const low = new Map();
    const stack = [];
    const components = [];
    const connect = (node) => {
      index.set(node, index.size);
      low.set(node, index.get(node));
      stack.push(node);
      for (const to of next(node)) {
        if (!index.has(to)) {
          connect(to);
          low.set(node, Math.min(low.get(node), low.get(to)));
        } else if (stack.includes(to)) {
          low.set(node, Math.min(low.get(node), index.get(to)));
        }
      }
      if (low.get(node) === index.get(node)) {
        const component = stack.splice(stack.indexOf(node));
        if (component.length > 1) components.push(new Set(component));
      }
    };
    for (const node of arrows.keys()) if (!index.has(node)) connect(node);
    // One loop per component: the shortest way from its first folder back to it.
    for (const component of components) {
      const [start] = component;
      const cameFrom = new Map();
      const queue = [start];
      while (queue.length && !cameFrom.has(start)) {
        const node = queue.shift();
        for (const to of next(node)) {
          if (component.has(to) && !cameFrom.has(to)) {
            cameFrom.set(to, node);
            queue.push(to);
          }
        }
      }
      const loop = [start];
      for (let node = cameFrom.get(start); node !== start; node = cameFrom.get(node)) {
        loop.unshift(node);
      }
      loop.unshift(start);
      const steps = loop.slice(1).map((to, i) => arrows.get(loop[i]).get(to));
      found.push(`folder cycle ${loop.map(name).join(' -> ')} (${steps.join(', ')})`);
    }
  }
  return found;
}

problems.push(...folderCycles(srcEdges), ...folderCycles(workerEdges));

// `--figures`: the UI's shape in numbers (docs/architecture.md keeps them): the feature folders
// that import another, and the floors (the longest chain of imports between src/'s folders,
// each feature counted as one folder).
if (process.argv.includes('--figures')) {
  const unit = (path) => {
    const parts = path.split(sep);
    if (parts.length === 2) return parts[1];
    return parts[1] === 'features' ? parts.slice(1, 3).join('/') : parts[1];
  };
  const arrows = new Map();
  for (const { from, to } of srcEdges) {
    const [a, b] = [unit(from), unit(to)];
    if (a === b) continue;
    if (!arrows.has(a)) arrows.set(a, new Set());
    arrows.get(a).add(b);
  }
  const pairs = [...arrows].flatMap(([a, tos]) =>
    [...tos]
      .filter((b) => a.startsWith('features/') && b.startsWith('features/'))
      .map((b) => `${a} -> ${b}`),
  );
  const floor = new Map();
  const floorOf = (node, seen = new Set()) => {
    if (floor.has(node)) return floor.get(node);
    if (seen.has(node)) return 0; // a loop, reported as a problem
    seen.add(node);
    const value = 1 + Math.max(0, ...[...(arrows.get(node) ?? [])].map((to) => floorOf(to, seen)));
    floor.set(node, value);
    return value;
  };
  const floors = Math.max(0, ...[...arrows.keys()].map((node) => floorOf(node)));
  console.log(`src/: ${floors} floors of folders; ${pairs.length} feature -> feature pairs`);
  for (const pair of pairs.sort()) console.log(`  ${pair}`);
}

if (problems.length) {
  console.error(`Boundary check failed:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log('Boundary check passed.');
