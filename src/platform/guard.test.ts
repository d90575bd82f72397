import { describe, expect, it } from 'vitest';
import { type BrowserFeatures, supportLevel } from './browser-support';
import { guardRedirect } from './guard';

const full: BrowserFeatures = {
  moduleWorkers: true,
  indexedDB: true,
  opfs: true,
  fileSystemAccess: false,
};
const partial: BrowserFeatures = { ...full, opfs: false };
const none: BrowserFeatures = {
  moduleWorkers: false,
  indexedDB: false,
  opfs: false,
  fileSystemAccess: false,
};

describe('support level', () => {
  it('is full with workers, IndexedDB and OPFS, whatever the File System Access API', () => {
    expect(supportLevel(full)).toBe('full');
    expect(supportLevel({ ...full, fileSystemAccess: true })).toBe('full');
  });
  it('is partial with some and none with nothing', () => {
    expect(supportLevel(partial)).toBe('partial');
    expect(supportLevel({ ...none, indexedDB: true })).toBe('partial');
    expect(supportLevel(none)).toBe('none');
  });
});

describe('navigation guard', () => {
  it('allows every route in a fully supported browser', () => {
    expect(
      guardRedirect({ pathname: '/frontmatter/book-info', skipFlag: null, features: full }),
    ).toBeNull();
  });
  it('sends a partial or unsupported browser to browser-update', () => {
    expect(guardRedirect({ pathname: '/misc/notes', skipFlag: null, features: partial })).toBe(
      '/browser-update',
    );
    expect(guardRedirect({ pathname: '/', skipFlag: null, features: none })).toBe(
      '/browser-update',
    );
  });
  it('always allows the browser-update route', () => {
    expect(
      guardRedirect({ pathname: '/browser-update', skipFlag: null, features: none }),
    ).toBeNull();
  });
  it('allows everything when the skip flag is exactly the text true', () => {
    expect(guardRedirect({ pathname: '/misc/notes', skipFlag: 'true', features: none })).toBeNull();
    expect(guardRedirect({ pathname: '/misc/notes', skipFlag: 'TRUE', features: none })).toBe(
      '/browser-update',
    );
    expect(guardRedirect({ pathname: '/misc/notes', skipFlag: '1', features: none })).toBe(
      '/browser-update',
    );
  });
});
