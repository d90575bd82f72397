import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SCHEMA_VERSION } from '../../contract/constants';
import { SCHEMA_STEPS } from './index';

describe('the schema chain', () => {
  it('starts at 1 and rises by exactly 1 up to the current version', () => {
    const versions = SCHEMA_STEPS.map((s) => s.version);
    expect(versions[0]).toBe(1);
    versions.forEach((v, i) => {
      if (i > 0) expect(v).toBe((versions[i - 1] ?? 0) + 1);
    });
    expect(versions.at(-1)).toBe(SCHEMA_VERSION);
  });

  it('has one migration file per step, named after its version', () => {
    const files = readdirSync(new URL('.', import.meta.url))
      .filter((f) => /^v\d{3}-.+\.ts$/.test(f) && !f.endsWith('.test.ts'))
      .sort();
    expect(files).toHaveLength(SCHEMA_STEPS.length);
    SCHEMA_STEPS.forEach((step, i) => {
      expect(files[i]).toBe(`v${String(step.version).padStart(3, '0')}-${step.slug}.ts`);
    });
  });

  it('gives every step after the first an upgrade function', () => {
    for (const step of SCHEMA_STEPS.slice(1)) expect(typeof step.upgrade).toBe('function');
  });
});
