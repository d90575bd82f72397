import { describe, expect, it } from 'vitest';
import { toLinkHref } from './link-href';

describe('toLinkHref', () => {
  it.each([
    ['https://example.com/a?b=1', 'https://example.com/a?b=1'],
    [' http://example.com ', 'http://example.com'],
    ['mailto:ann@example.com', 'mailto:ann@example.com'],
    ['example.com/page', 'https://example.com/page'],
    ['ann@example.com', 'mailto:ann@example.com'],
  ])('%s → %s', (input, href) => {
    expect(toLinkHref(input)).toBe(href);
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,x',
    '/relative/path',
    'chapter',
    '',
    'ftp://example.com',
  ])('refuses %j', (input) => {
    expect(toLinkHref(input)).toBeNull();
  });
});
