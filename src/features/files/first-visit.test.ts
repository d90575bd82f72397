import { describe, expect, it } from 'vitest';
import { FIRST_VISIT_DONE_KEY, isFirstVisit, markFirstVisitDone } from './first-visit';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('first visit', () => {
  it('is the first visit until a choice was made in the overlay', () => {
    const storage = memoryStorage();
    expect(isFirstVisit(storage)).toBe(true);
    markFirstVisitDone(storage);
    expect(isFirstVisit(storage)).toBe(false);
    expect(storage.getItem(FIRST_VISIT_DONE_KEY)).toMatch(/^\d{4}-/);
  });

  it('does not greet again when storage cannot be read', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(isFirstVisit(broken)).toBe(false);
  });
});
