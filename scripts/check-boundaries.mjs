// Lint rule for the thread boundary (CONVENTIONS.md): `src/` imports only types from `workers/`,
// except `workers/contract/`; nothing outside `workers/` imports dexie; `workers/` never
// imports dompurify (it has no DOM there). Uses TypeScript's parser, so `import type` and
// inline `type` specifiers are told apart exactly.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
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
      out.push({ spec: node.arguments[0].text, typeOnly: false, node });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/**
 * The UI's layers (docs/architecture.md), lowest first: an import may not reach a higher layer.
 * Screens (features) may use each other, but two screen folders may not import each other.
 */
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
const featureOf = (relPath) => {
  const parts = relPath.split(sep);
  return parts[1] === 'features' && parts.length > 3 ? parts[2] : null;
};
const featureEdges = new Map();

for (const top of ['src', 'workers', 'tests', 'e2e', 'scripts', 'bench']) {
  for (const file of files(join(root, top))) {
    const text = readFileSync(file, 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const rel = relative(root, file);
    const inWorkers = rel.startsWith(`workers${sep}`);
    const isTest = /\.test\.tsx?$/.test(rel);
    for (const { spec, typeOnly, node } of specifiers(source)) {
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
        if (target.startsWith(`workers${sep}domains`)) {
          problems.push(
            `${where}: a migration imports live code (${target}); copy it into frozen/`,
          );
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
          const from = featureOf(rel);
          const to = featureOf(target);
          if (from && to && from !== to) {
            if (!featureEdges.has(from)) featureEdges.set(from, new Map());
            featureEdges.get(from).set(to, where);
          }
        }
      }
    }
  }
}

for (const [from, targets] of featureEdges) {
  for (const [to, where] of targets) {
    if (from < to && featureEdges.get(to)?.has(from)) {
      problems.push(
        `${where}: features/${from} and features/${to} import each other (also ${featureEdges.get(to).get(from)})`,
      );
    }
  }
}

if (problems.length) {
  console.error(`Boundary check failed:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log('Boundary check passed.');
