/** The side navigation's notion of the current route. */
import { describe, expect, it } from 'vitest';
import { isActivePath } from './app-router';

describe('isActivePath', () => {
  it('is true on the route and below it, as a NavLink is', () => {
    expect(isActivePath('/about', '/about')).toBe(true);
    expect(isActivePath('/about/privacy-policy', '/about')).toBe(true);
    expect(isActivePath('/misc/notes', '/misc/notes')).toBe(true);
  });

  it('is false for a route that only starts with the same letters, or another one', () => {
    expect(isActivePath('/aboutness', '/about')).toBe(false);
    expect(isActivePath('/misc/backups', '/misc/notes')).toBe(false);
    expect(isActivePath('/about', '/about/privacy-policy')).toBe(false);
  });
});
