import { afterEach, describe, expect, it } from 'vitest';
import { installNoEvalFunctions } from './no-eval';

const original = globalThis.Function;
afterEach(() => {
  globalThis.Function = original;
});

describe('installNoEvalFunctions', () => {
  it('answers the engine glue’s five strings with closures, not eval', () => {
    installNoEvalFunctions();
    const make = globalThis.Function as unknown as new (
      ...args: string[]
    ) => (...a: unknown[]) => unknown;
    expect(new make('return 0')()).toBe(0);
    expect(new make('return true')()).toBe(true);
    expect(new make('path', 'return path')('/book.json')).toBe('/book.json');
    expect(() =>
      new make(
        "throw new Error('Dummy AccessModel, please initialize compiler with withAccessModel()')",
      )(),
    ).toThrow('No file system');
    // The known bodies never reach the real constructor: the closure is not a compiled function.
    expect(String(new make('return 0'))).not.toContain('anonymous');
  });

  it('passes any other string to the real constructor (refused where a policy says so)', () => {
    installNoEvalFunctions();
    const make = globalThis.Function as unknown as new (...args: string[]) => () => unknown;
    expect(new make('return 41 + 1')()).toBe(42);
    expect(String(new make('return 41 + 1'))).toContain('anonymous');
  });
});
