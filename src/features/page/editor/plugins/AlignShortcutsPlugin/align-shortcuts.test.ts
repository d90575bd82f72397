import { describe, expect, it } from 'vitest';
import { alignmentForShortcut, type ShortcutEvent } from './align-shortcuts';

function keys(key: string, modifiers: Partial<ShortcutEvent> = {}): ShortcutEvent {
  return {
    key,
    code: `Key${key.toUpperCase()}`,
    ctrlKey: true,
    metaKey: false,
    shiftKey: true,
    altKey: false,
    ...modifiers,
  };
}

describe('alignmentForShortcut', () => {
  it.each([
    ['L', 'left'],
    ['E', 'center'],
    ['R', 'right'],
    ['J', 'justify'],
  ] as const)('Ctrl+Shift+%s aligns %s', (key, alignment) => {
    expect(alignmentForShortcut(keys(key))).toBe(alignment);
  });

  it('accepts Cmd instead of Ctrl', () => {
    expect(alignmentForShortcut(keys('E', { ctrlKey: false, metaKey: true }))).toBe('center');
  });

  it('ignores the letters without Shift, with Alt, or without Ctrl/Cmd', () => {
    expect(alignmentForShortcut(keys('e', { shiftKey: false }))).toBeNull();
    expect(alignmentForShortcut(keys('E', { altKey: true }))).toBeNull();
    expect(alignmentForShortcut(keys('E', { ctrlKey: false }))).toBeNull();
    expect(alignmentForShortcut(keys('B'))).toBeNull();
  });

  it('reads the physical key on a non-Latin layout', () => {
    expect(alignmentForShortcut(keys('У', { code: 'KeyE' }))).toBe('center');
  });
});
