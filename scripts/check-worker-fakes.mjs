// Lint rule (issue 26, item 6): a component or hook test fakes the worker with the typed fake
// (src/testing/fake-worker-api.ts), so a change in the facade's contract fails its type check.
// In src/**/*.test.ts(x): a mock of the worker client (`vi.mock('…/worker-client/client', …)`)
// gives `workerApi` only as `() => fakeWorkerApi(…)` or `() => name` where `name` is bound to
// `fakeWorkerApi(…)` in the file; a file mocking the client holds no `as any`, `as never` or
// `as unknown as`; no test casts anything to the facade's type. `--self-test` (also run before
// every check) proves it catches each form.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const CLIENT = join('src', 'worker-client', 'client');
/** The facade's type or a part of it: `WorkerApi`, `Remote<WorkerApi>`, `Partial<WorkerApi>`… */
const FACADE_TYPE = /^(\w+<\s*)*WorkerApi\s*(>\s*)*$/;

const isFakeCall = (node) =>
  Boolean(node) &&
  ts.isCallExpression(node) &&
  ts.isIdentifier(node.expression) &&
  node.expression.text === 'fakeWorkerApi';

/** The escape hatches that would let an untyped fake through. */
function escapeHatch(node) {
  if (!ts.isAsExpression(node)) return null;
  const type = node.type.getText();
  if (type === 'any' || type === 'never') return `as ${type}`;
  if (ts.isAsExpression(node.expression) && node.expression.type.getText() === 'unknown') {
    return 'as unknown as';
  }
  return null;
}

/** The untyped worker fakes in one test file's text: [{ line, form }]. */
export function untypedWorkerFakes(
  text,
  fileName = join(root, 'src', 'features', 'x', 'a.test.ts'),
) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found = [];
  const report = (node, form) =>
    found.push({ line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, form });
  const fakes = new Set();
  const mocks = [];
  const casts = [];
  const visit = (node) => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      isFakeCall(node.initializer)
    ) {
      fakes.add(node.name.text);
    }
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.expression.getText() === 'vi' &&
      ['mock', 'doMock'].includes(node.expression.name.text) &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      const target = relative(root, resolve(dirname(fileName), node.arguments[0].text));
      if (target.replace(/\.tsx?$/, '') === CLIENT) mocks.push(node);
    }
    const hatch = escapeHatch(node);
    if (hatch) casts.push({ node, hatch });
    if (ts.isAsExpression(node) && FACADE_TYPE.test(node.type.getText())) {
      report(node, `a cast to the facade's type (${node.type.getText()})`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  const givesFake = (value) => {
    if (!value || !(ts.isArrowFunction(value) || ts.isFunctionExpression(value))) return false;
    let body = value.body;
    if (ts.isBlock(body)) {
      const only = body.statements.length === 1 ? body.statements[0] : null;
      body = only && ts.isReturnStatement(only) ? only.expression : undefined;
    }
    while (body && ts.isParenthesizedExpression(body)) body = body.expression;
    return isFakeCall(body) || Boolean(body && ts.isIdentifier(body) && fakes.has(body.text));
  };
  for (const mock of mocks) {
    const look = (node) => {
      const name = node.name && ts.isIdentifier(node.name) ? node.name.text : null;
      if (name === 'workerApi') {
        const value = ts.isPropertyAssignment(node) ? node.initializer : node;
        const ok =
          (ts.isPropertyAssignment(node) || ts.isMethodDeclaration(node)) &&
          (ts.isMethodDeclaration(node) ? givesFake(node) : givesFake(value));
        if (!ok) report(node, 'workerApi in a mock of the worker client is not a fakeWorkerApi(…)');
      }
      if (ts.isShorthandPropertyAssignment(node) && node.name.text === 'workerApi') {
        report(node, 'workerApi in a mock of the worker client is not a fakeWorkerApi(…)');
      }
      ts.forEachChild(node, look);
    };
    mock.arguments[1] && look(mock.arguments[1]);
  }
  if (mocks.length > 0) {
    for (const { node, hatch } of casts) report(node, `${hatch} in a test that fakes the worker`);
  }
  return found;
}

function selfTest() {
  const mock = (workerApi) =>
    `vi.mock('../../worker-client/client', () => ({ workerApi: ${workerApi} }));`;
  const samples = {
    'object literal': mock('() => ({ fetchNode })'),
    'untyped const': `const api = { fetchNode };\n${mock('() => api')}`,
    proxy: mock('() => new Proxy({}, {})'),
    'with original': `vi.mock('../../worker-client/client', async (o) => ({ ...(await o()), workerApi: () => ({}) }));`,
    'as any': `const api = fakeWorkerApi({ fetchNode: f as any });\n${mock('() => api')}`,
    'as unknown as': `const api = fakeWorkerApi({});\nconst x = y as unknown as T;\n${mock('() => api')}`,
    'cast to the facade': 'const api = { fetchNode } as unknown as Remote<WorkerApi>;',
    'partial facade': 'const api = { fetchNode } as Partial<WorkerApi>;',
  };
  const allowed = [
    `const api = fakeWorkerApi({ fetchNode });\n${mock('() => api')}`,
    mock('() => fakeWorkerApi({})'),
    `const api = fakeWorkerApi({});\nvi.mock('../../worker-client/client', async (o) => ({ ...(await o()), workerApi: () => api }));`,
    'const node = template.content as unknown as HTMLElement;', // no worker fake in the file
    "vi.mock('./page-loads', () => ({ forgetPageRead: () => undefined }));",
    "const changes = [] as Parameters<WorkerApi['updateSettings']>[0][];",
  ];
  const misses = Object.entries(samples)
    .filter(([, text]) => untypedWorkerFakes(text).length === 0)
    .map(([form]) => `misses "${form}"`);
  const wrong = allowed
    .filter((text) => untypedWorkerFakes(text).length > 0)
    .map((text) => `flags ${text}`);
  return [...misses, ...wrong];
}

function* testFiles(dir) {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) yield* testFiles(full);
    else if (/\.test\.tsx?$/.test(name)) yield full;
  }
}

function main() {
  const selfProblems = selfTest();
  if (selfProblems.length > 0) {
    console.error(`check-worker-fakes self-test failed: ${selfProblems.join('; ')}`);
    process.exit(1);
  }
  if (process.argv.includes('--self-test')) {
    console.log('check-worker-fakes: self-test passed (catches untyped stand-ins and casts)');
    process.exit(0);
  }
  const problems = [];
  for (const file of testFiles(join(root, 'src'))) {
    for (const { line, form } of untypedWorkerFakes(readFileSync(file, 'utf8'), file)) {
      problems.push(`${relative(root, file)}:${line}: ${form}; fake the worker with fakeWorkerApi`);
    }
  }
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    console.error(
      `\n${problems.length} untyped worker fake(s): see docs/developer-notes.md, "Tests".`,
    );
    process.exit(1);
  }
  console.log('check-worker-fakes: every worker fake in src/ tests is typed (fakeWorkerApi)');
}

// Run as a script (imported, it only lends untypedWorkerFakes).
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
