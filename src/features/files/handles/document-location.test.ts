// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearDocumentLocation,
  DOCUMENT_LOCATION_KEY,
  type DocumentLocation,
  readDocumentLocation,
  updateDocumentLocation,
  writeDocumentLocation,
} from './document-location';

const location: DocumentLocation = {
  fileName: 'my-book.json',
  projectFolderName: 'My Book',
  timestamp: '2026-03-01T10:00:00.000Z',
  persistentHandles: true,
};

beforeEach(() => localStorage.clear());

describe('document location entry', () => {
  it('round-trips through localStorage under documentLocation', () => {
    expect(writeDocumentLocation({ ...location, establishedFrom: 'save' })).toBe(true);
    expect(JSON.parse(localStorage.getItem(DOCUMENT_LOCATION_KEY) ?? '')).toMatchObject({
      fileName: 'my-book.json',
      establishedFrom: 'save',
    });
    expect(readDocumentLocation()).toEqual({ ...location, establishedFrom: 'save' });
  });

  it('reads nothing when absent, corrupt or of the wrong shape', () => {
    expect(readDocumentLocation()).toBeNull();
    localStorage.setItem(DOCUMENT_LOCATION_KEY, '{not json');
    expect(readDocumentLocation()).toBeNull();
    localStorage.setItem(DOCUMENT_LOCATION_KEY, '[1,2]');
    expect(readDocumentLocation()).toBeNull();
    localStorage.setItem(DOCUMENT_LOCATION_KEY, JSON.stringify({ fileName: 'x.json' }));
    expect(readDocumentLocation()).toBeNull();
  });

  it('accepts a numeric timestamp and drops unknown or mistyped optional fields', () => {
    localStorage.setItem(
      DOCUMENT_LOCATION_KEY,
      JSON.stringify({
        fileName: 'a.json',
        projectFolderName: 'A',
        timestamp: Date.UTC(2026, 0, 2),
        persistentHandles: 'yes',
        lastPermissionGrant: 42,
        extra: true,
      }),
    );
    expect(readDocumentLocation()).toEqual({
      fileName: 'a.json',
      projectFolderName: 'A',
      timestamp: '2026-01-02T00:00:00.000Z',
      persistentHandles: false,
    });
  });

  it('updates a stored entry and leaves a missing one missing', () => {
    expect(updateDocumentLocation({ lastPermissionGrant: 'now' })).toBeNull();
    expect(localStorage.getItem(DOCUMENT_LOCATION_KEY)).toBeNull();
    writeDocumentLocation(location);
    expect(updateDocumentLocation({ lastPermissionGrant: '2026-03-02T00:00:00.000Z' })).toEqual({
      ...location,
      lastPermissionGrant: '2026-03-02T00:00:00.000Z',
    });
    expect(readDocumentLocation()?.lastPermissionGrant).toBe('2026-03-02T00:00:00.000Z');
  });

  it('clears the entry and survives unusable storage', () => {
    writeDocumentLocation(location);
    clearDocumentLocation();
    expect(readDocumentLocation()).toBeNull();
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(readDocumentLocation(broken)).toBeNull();
    expect(writeDocumentLocation(location, broken)).toBe(false);
    expect(() => clearDocumentLocation(broken)).not.toThrow();
    expect(writeDocumentLocation(location, null)).toBe(false);
  });
});
