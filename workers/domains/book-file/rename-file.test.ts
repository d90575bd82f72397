/** Renaming the book file after a new title: only in its folder, never over another entry. */
import { describe, expect, it, vi } from 'vitest';
import type { ProjectHandles } from '../../files/handle-store';
import { BookFileBinding } from './binding';
import { renameBookFile } from './rename-file';

const notFound = () => Promise.reject(new DOMException('missing', 'NotFoundError'));

/** A folder holding `names`, with the book file in it (which `move()` renames). */
function project(names: string[], options: { move?: boolean; inFolder?: boolean } = {}) {
  const file = {
    kind: 'file',
    name: 'new-book-title.json',
    getFile: async () => new File(['{}'], file.name, { lastModified: 5 }),
    move: vi.fn(async (name: string) => {
      file.name = name;
    }),
  };
  if (options.move === false) delete (file as Partial<typeof file>).move;
  const folder = {
    kind: 'directory',
    name: 'project',
    resolve: async () => (options.inFolder === false ? null : [file.name]),
    getFileHandle: (name: string) =>
      names.includes(name) || name === file.name ? Promise.resolve({ name }) : notFound(),
    getDirectoryHandle: notFound,
  };
  return { file, folder };
}

async function bound(handles: ReturnType<typeof project>) {
  let stored: ProjectHandles | null = null;
  const binding = new BookFileBinding(async () => 'doc-1', {
    load: async () => stored,
    save: async (h) => {
      stored = h;
    },
    clear: async () => {
      stored = null;
    },
  });
  await binding.remember({
    documentId: 'doc-1',
    fileName: handles.file.name,
    fileHandle: handles.file as unknown as FileSystemFileHandle,
    directoryHandle: handles.folder as unknown as FileSystemDirectoryHandle,
    lastWrite: { size: 2, lastModified: 5 },
    lastSave: { target: 'file', name: handles.file.name, at: '2026-11-27T00:00:00.000Z' },
  });
  return binding;
}

describe('renameBookFile', () => {
  it('renames the file in its folder and keeps the binding in step', async () => {
    const handles = project([]);
    const binding = await bound(handles);
    expect(await renameBookFile(binding, 'the-salt-road.json')).toEqual({
      kind: 'renamed',
      fileName: 'the-salt-road.json',
    });
    const state = await binding.state();
    expect(state.fileName).toBe('the-salt-road.json');
    expect(state.lastSave?.name).toBe('the-salt-road.json');
  });

  it('never moves over a file of that name: it says the name is taken', async () => {
    const handles = project(['the-salt-road.json']);
    const binding = await bound(handles);
    expect(await renameBookFile(binding, 'the-salt-road.json')).toEqual({
      kind: 'taken',
      fileName: 'the-salt-road.json',
    });
    expect(handles.file.move).not.toHaveBeenCalled();
    expect((await binding.state()).fileName).toBe('new-book-title.json');
  });

  it('says when the browser cannot rename, or the folder holding the file is unknown', async () => {
    expect(await renameBookFile(await bound(project([], { move: false })), 'a.json')).toEqual({
      kind: 'unsupported',
    });
    const elsewhere = project([], { inFolder: false });
    expect(await renameBookFile(await bound(elsewhere), 'a.json')).toEqual({ kind: 'no-folder' });
    expect(elsewhere.file.move).not.toHaveBeenCalled();
  });

  it('a browser that refuses to move this file is "cannot rename"', async () => {
    const handles = project([]);
    handles.file.move.mockRejectedValueOnce(new DOMException('no', 'NotSupportedError'));
    expect(await renameBookFile(await bound(handles), 'a.json')).toEqual({ kind: 'unsupported' });
  });
});
