/**
 * The typesetter without `eval` (docs/pdf.md, docs/security.md). The engine's JavaScript glue
 * builds five tiny functions from strings when its compiler builder is made (placeholders for a
 * file system and a package registry, which this app replaces at once). A policy without
 * 'unsafe-eval' refuses `new Function`, so those five are answered here by plain closures; any
 * other string still goes to the real constructor (and is refused where the policy says so).
 * Installed in the typesetter's own worker only, before the engine runs.
 */
const KNOWN: Readonly<Record<string, (...args: unknown[]) => unknown>> = {
  'return 0': () => 0,
  'return true': () => true,
  'path\u0000return path': (path) => path,
  "throw new Error('Dummy AccessModel, please initialize compiler with withAccessModel()')": () => {
    throw new Error('No file system');
  },
  "throw new Error('Dummy Registry, please initialize compiler with withPackageRegistry()')":
    () => {
      throw new Error('No package registry');
    },
};

export function installNoEvalFunctions(): void {
  const scope = globalThis as { Function: FunctionConstructor };
  const original = scope.Function;
  scope.Function = new Proxy(original, {
    construct(target, args: string[], newTarget) {
      const known = KNOWN[args.map(String).join('\u0000')];
      return known ?? Reflect.construct(target, args, newTarget);
    },
    apply(target, self, args: string[]) {
      const known = KNOWN[args.map(String).join('\u0000')];
      return known ?? Reflect.apply(target, self, args);
    },
  });
}
