import { describe, expect, it } from 'vitest';
import { appShortcutOf, shortcutKeys } from './app-shortcuts';

const press = (key: string, mods: Partial<KeyboardEvent> = {}, code = '') => ({
  key,
  code,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

describe('appShortcutOf', () => {
  it('reads Ctrl and Cmd with S, Shift+S, O, N, P and Shift+F', () => {
    expect(appShortcutOf(press('s', { ctrlKey: true }))).toBe('save');
    expect(appShortcutOf(press('S', { metaKey: true, shiftKey: true }))).toBe('save-as');
    expect(appShortcutOf(press('o', { ctrlKey: true }))).toBe('open');
    expect(appShortcutOf(press('n', { metaKey: true }))).toBe('new-book');
    expect(appShortcutOf(press('p', { ctrlKey: true }))).toBe('go-to');
    expect(appShortcutOf(press('F', { ctrlKey: true, shiftKey: true }))).toBe('find');
    expect(appShortcutOf(press('f', { metaKey: true, shiftKey: true }))).toBe('find');
    expect(appShortcutOf(press('f', { ctrlKey: true }))).toBeNull();
  });

  it('reads Ctrl/Cmd+\\ as the split view, by the character or by the key’s place', () => {
    expect(appShortcutOf(press('\\', { ctrlKey: true }, 'Backslash'))).toBe('split');
    expect(appShortcutOf(press('\\', { metaKey: true }))).toBe('split');
    // A layout where that key types another character.
    expect(appShortcutOf(press('#', { ctrlKey: true }, 'Backslash'))).toBe('split');
    expect(appShortcutOf(press('\\', {}, 'Backslash'))).toBeNull();
    expect(shortcutKeys('split', false)).toBe('Ctrl+\\');
  });

  it('reads the key by its place on a non-Latin keyboard', () => {
    expect(appShortcutOf(press('ы', { ctrlKey: true }, 'KeyS'))).toBe('save');
  });

  it('leaves other keys alone', () => {
    expect(appShortcutOf(press('s'))).toBeNull();
    expect(appShortcutOf(press('s', { ctrlKey: true, altKey: true }))).toBeNull();
    expect(appShortcutOf(press('b', { ctrlKey: true }))).toBeNull();
    expect(appShortcutOf(press('P', { ctrlKey: true, shiftKey: true }))).toBeNull();
  });

  it('writes the keys for each system', () => {
    expect(shortcutKeys('save-as', false)).toBe('Ctrl+Shift+S');
    expect(shortcutKeys('go-to', true)).toBe('⌘P');
    expect(shortcutKeys('find', false)).toBe('Ctrl+Shift+F');
  });
});
