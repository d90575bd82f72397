// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { applyTheme, storedTheme, THEME_STORAGE_KEY, validTheme } from './theme';

beforeEach(() => localStorage.clear());

describe('themes', () => {
  it('accepts light, dark and gray only', () => {
    expect(validTheme('light')).toBe('light');
    expect(validTheme('dark')).toBe('dark');
    expect(validTheme('gray')).toBe('gray');
    expect(validTheme('blue')).toBeNull();
    expect(validTheme('Dark')).toBeNull();
    expect(validTheme(undefined)).toBeNull();
  });
  it('applies and stores a valid theme and ignores an invalid one', () => {
    expect(applyTheme('dark')).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(applyTheme('neon')).toBeNull();
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
  });
  it('draws native controls dark in the dark theme only (gray is a light theme)', () => {
    applyTheme('dark');
    expect(document.documentElement.style.colorScheme).toBe('dark');
    applyTheme('gray');
    expect(document.documentElement.style.colorScheme).toBe('light');
    applyTheme('light');
    expect(document.documentElement.style.colorScheme).toBe('light');
  });
  it('falls back to light when the stored value is invalid', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    expect(storedTheme()).toBe('light');
  });
});
