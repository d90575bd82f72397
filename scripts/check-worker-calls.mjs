// Lint rule (issue 26, one result path): every worker call's failure reaches the author. A call
// to the worker facade (`workerApi()…`) may not be thrown away: not under `void`, not awaited
// as a statement of its own, not left as a bare statement. Wrap it in `showIfFailed(…)`
// (src/worker-client/failures.ts) or look at its Result. Checks src/ (tests aside) with
// TypeScript's parser; `--self-test` (also run before every check) proves it catches each form.
// A call whose answer another caller reads says so on the line above:
// `// result-read-elsewhere: <who reads it and shows its failure>`.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');

/** True when `node` is a chain that starts with a `workerApi()` call: workerApi().x(…).then(…). */
function rootedInWorkerApi(node) {
  let current = node;
  for (;;) {
    if (ts.isParenthesizedExpression(current) || ts.isNonNullExpression(current)) {
      current = current.expression;
    } else if (ts.isCallExpression(current)) {
      if (ts.isIdentifier(current.expression) && current.expression.text === 'workerApi') {
        return true;
      }
      current = current.expression;
    } else if (ts.isPropertyAccessExpression(current) || ts.isElementAccessExpression(current)) {
      current = current.expression;
    } else if (ts.isAwaitExpression(current)) {
      current = current.expression;
    } else return false;
  }
}

/** The unseen worker calls in one file's text: [{ line, form }]. */
export function unseenWorkerCalls(text, fileName = 'file.tsx') {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found = [];
  const report = (node, form) =>
    found.push({ line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, form });
  const readElsewhere = (node) =>
    (ts.getLeadingCommentRanges(text, node.getFullStart()) ?? []).some((range) =>
      /result-read-elsewhere: \S/.test(text.slice(range.pos, range.end)),
    );
  const visit = (node) => {
    if (ts.isExpressionStatement(node) && readElsewhere(node)) return;
    if (ts.isVoidExpression(node) && rootedInWorkerApi(node.expression)) {
      report(node, 'void');
    } else if (ts.isExpressionStatement(node)) {
      const expression = node.expression;
      if (ts.isAwaitExpression(expression) && rootedInWorkerApi(expression.expression)) {
        report(node, 'awaited and ignored');
      } else if (
        ts.isCallExpression(expression) &&
        rootedInWorkerApi(expression) &&
        !readsTheResult(expression)
      ) {
        report(node, 'not awaited');
      }
    } else if (
      ts.isArrowFunction(node) &&
      !ts.isBlock(node.body) &&
      rootedInWorkerApi(node.body) &&
      isHandlerProp(node)
    ) {
      report(node, 'event handler');
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** A chain that hands the Result to a callback (`.then((result) => …)`) looks at it. */
function readsTheResult(chain) {
  for (let current = chain; ts.isCallExpression(current); ) {
    const callee = current.expression;
    if (!ts.isPropertyAccessExpression(callee)) return false;
    const [handler] = current.arguments;
    if (
      callee.name.text === 'then' &&
      handler &&
      (ts.isArrowFunction(handler) || ts.isFunctionExpression(handler)) &&
      handler.parameters.length > 0
    ) {
      return true;
    }
    current = callee.expression;
  }
  return false;
}

/** An arrow given straight to a JSX event prop (onClick={() => workerApi().x()}) drops its Result. */
function isHandlerProp(arrow) {
  const container = arrow.parent;
  const attribute = container && ts.isJsxExpression(container) ? container.parent : null;
  return Boolean(
    attribute && ts.isJsxAttribute(attribute) && /^on[A-Z]/.test(attribute.name.getText()),
  );
}

function selfTest() {
  const samples = {
    void: 'void workerApi().restoreNote(id);',
    'void chain': 'void workerApi().fetchTree().then((r) => use(r));',
    'awaited and ignored': 'async function f() { await workerApi().deleteNote(id); }',
    'not awaited': 'workerApi().reorderNotes(order);',
    'caught only': 'workerApi().localiseNewBook(texts).catch(() => undefined);',
    'event handler': 'const b = <button onClick={() => workerApi().restoreNote(id)} />;',
    'reason missing': '// result-read-elsewhere:\nvoid workerApi().init();',
  };
  const allowed = [
    'void showIfFailed(workerApi().restoreNote(id));',
    'async function f() { const r = await workerApi().deleteNote(id); if (!r.success) show(r); }',
    'async function f() { await showIfFailed(workerApi().deleteNote(id)); }',
    'const q = useWorkerQuery(() => workerApi().fetchTree(), []);',
    'workerApi().updateNote(id, change).then((result) => keep(result));',
    '// result-read-elsewhere: useBookSync shows it\nvoid workerApi().init();',
    'const b = <button onClick={() => void showIfFailed(workerApi().restoreNote(id))} />;',
  ];
  const misses = Object.entries(samples)
    .filter(([, text]) => unseenWorkerCalls(text).length !== 1)
    .map(([form]) => `misses "${form}"`);
  const wrong = allowed
    .filter((text) => unseenWorkerCalls(text).length > 0)
    .map((text) => `flags ${text}`);
  return [...misses, ...wrong];
}

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else if (/\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name)) yield full;
  }
}

const selfProblems = selfTest();
if (selfProblems.length > 0) {
  console.error(`check-worker-calls self-test failed: ${selfProblems.join('; ')}`);
  process.exit(1);
}
if (process.argv.includes('--self-test')) {
  console.log(
    'check-worker-calls: self-test passed (catches void, awaited, bare and handler calls)',
  );
  process.exit(0);
}
const problems = [];
for (const file of files(join(root, 'src'))) {
  for (const { line, form } of unseenWorkerCalls(readFileSync(file, 'utf8'), file)) {
    problems.push(
      `${relative(root, file)}:${line}: a worker call's Result is thrown away (${form}); wrap it in showIfFailed(…) or handle its failure`,
    );
  }
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} worker call(s) whose failure the author would never see.`);
  process.exit(1);
}
console.log('check-worker-calls: every worker call in src/ shows or handles its failure');
