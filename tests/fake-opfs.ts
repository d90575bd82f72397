/**
 * An in-memory origin-private file system for unit tests: the subset of
 * FileSystemDirectoryHandle / FileSystemFileHandle / FileSystemWritableFileStream /
 * FileSystemSyncAccessHandle the storage domain uses. Like Chromium, a writable stream keeps a
 * `<name>.crswap` swap file while open and replaces the file only on close.
 */

export interface FakeOpfsOptions {
  /** Offer `createWritable()` (default true). */
  writable?: boolean;
  /** Offer `createSyncAccessHandle()` (default true). */
  syncAccess?: boolean;
  /** Folder names whose creation fails. */
  failFolders?: string[];
}

interface FileNode {
  bytes: Uint8Array;
  lastModified: number;
}

type Entry = FileNode | FakeDirectory;

const domError = (name: string, message: string) => new DOMException(message, name);
const encoder = new TextEncoder();

function checkName(name: string): void {
  if (!name || name === '.' || name === '..' || /[/\\]/.test(name)) {
    throw new TypeError(`Name is not allowed: ${name}`);
  }
}

async function toBytes(data: unknown): Promise<Uint8Array> {
  if (typeof data === 'string') return encoder.encode(data);
  if (data instanceof Blob) return new Uint8Array(await data.arrayBuffer());
  if (ArrayBuffer.isView(data))
    return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  if (data && typeof data === 'object' && 'data' in data) return toBytes(data.data);
  throw new TypeError('Unsupported data');
}

function concat(a: Uint8Array, b: Uint8Array, at: number): Uint8Array {
  const out = new Uint8Array(Math.max(a.byteLength, at + b.byteLength));
  out.set(a);
  out.set(b, at);
  return out;
}

class FakeFileHandle {
  readonly kind = 'file';
  constructor(
    private readonly parent: FakeDirectory,
    readonly name: string,
  ) {}

  private node(): FileNode {
    const node = this.parent.entries_.get(this.name);
    if (!node || node instanceof FakeDirectory) throw domError('NotFoundError', this.name);
    return node;
  }

  async isSameEntry(other: unknown): Promise<boolean> {
    const o = other as FakeFileHandle | null;
    return o instanceof FakeFileHandle && o.parent === this.parent && o.name === this.name;
  }

  async getFile(): Promise<File> {
    const node = this.node();
    return new File([node.bytes.slice()], this.name, { lastModified: node.lastModified });
  }

  async createWritable() {
    this.node();
    const { name, parent } = this;
    const swap = `${name}.crswap`;
    parent.entries_.set(swap, { bytes: new Uint8Array(), lastModified: parent.fs.now() });
    let buffer: Uint8Array = new Uint8Array();
    let position = 0;
    return {
      async write(data: unknown) {
        const bytes = await toBytes(data);
        buffer = concat(buffer, bytes, position);
        position += bytes.byteLength;
      },
      async close() {
        parent.entries_.delete(swap);
        parent.entries_.set(name, { bytes: buffer, lastModified: parent.fs.now() });
      },
      async abort() {
        parent.entries_.delete(swap);
      },
    };
  }

  async createSyncAccessHandle() {
    const node = this.node();
    const fs = this.parent.fs;
    return {
      truncate(size: number) {
        node.bytes = node.bytes.slice(0, size);
        node.lastModified = fs.now();
      },
      write(data: Uint8Array, options: { at?: number } = {}) {
        node.bytes = concat(node.bytes, data.slice(), options.at ?? node.bytes.byteLength);
        node.lastModified = fs.now();
        return data.byteLength;
      },
      getSize: () => node.bytes.byteLength,
      flush() {},
      close() {},
    };
  }
}

class FakeDirectory {
  readonly kind = 'directory';
  readonly entries_ = new Map<string, Entry>();
  constructor(
    readonly fs: FakeOpfs,
    readonly name: string,
  ) {}

  async getDirectoryHandle(name: string, options: { create?: boolean } = {}) {
    checkName(name);
    const entry = this.entries_.get(name);
    if (entry instanceof FakeDirectory) return entry;
    if (entry) throw domError('TypeMismatchError', name);
    if (!options.create) throw domError('NotFoundError', name);
    if (this.fs.options.failFolders?.includes(name)) {
      throw domError('NoModificationAllowedError', `cannot create ${name}`);
    }
    const dir = new FakeDirectory(this.fs, name);
    this.entries_.set(name, dir);
    return dir;
  }

  async getFileHandle(name: string, options: { create?: boolean } = {}) {
    checkName(name);
    const entry = this.entries_.get(name);
    if (entry instanceof FakeDirectory) throw domError('TypeMismatchError', name);
    if (!entry) {
      if (!options.create) throw domError('NotFoundError', name);
      this.entries_.set(name, { bytes: new Uint8Array(), lastModified: this.fs.now() });
    }
    return this.fileHandle(name);
  }

  private fileHandle(name: string) {
    const handle = new FakeFileHandle(this, name) as Partial<FakeFileHandle>;
    const { writable = true, syncAccess = true } = this.fs.options;
    if (!writable) Object.defineProperty(handle, 'createWritable', { value: undefined });
    if (!syncAccess) Object.defineProperty(handle, 'createSyncAccessHandle', { value: undefined });
    return handle;
  }

  async removeEntry(name: string, options: { recursive?: boolean } = {}) {
    checkName(name);
    const entry = this.entries_.get(name);
    if (!entry) throw domError('NotFoundError', name);
    if (entry instanceof FakeDirectory && entry.entries_.size > 0 && !options.recursive) {
      throw domError('InvalidModificationError', `${name} is not empty`);
    }
    this.entries_.delete(name);
  }

  async *keys() {
    for (const name of [...this.entries_.keys()]) yield name;
  }

  /** The names from this folder down to `handle`, or null when it is not inside it. */
  async resolve(handle: unknown): Promise<string[] | null> {
    if (handle === this) return [];
    for (const [name, entry] of [...this.entries_]) {
      if (entry instanceof FakeDirectory) {
        const inner = entry === handle ? [] : await entry.resolve(handle);
        if (inner) return [name, ...inner];
      } else if (
        handle instanceof FakeFileHandle &&
        (await handle.isSameEntry(this.fileHandle(name)))
      )
        return [name];
    }
    return null;
  }

  async *values() {
    for (const [name, entry] of [...this.entries_]) {
      yield entry instanceof FakeDirectory ? entry : this.fileHandle(name);
    }
  }

  async *entries() {
    for await (const handle of this.values()) yield [handle.name, handle] as const;
  }

  [Symbol.asyncIterator]() {
    return this.entries();
  }
}

/** An in-memory OPFS; `provider` stands in for `navigator.storage.getDirectory`. */
export class FakeOpfs {
  private clock = Date.UTC(2024, 0, 1);
  readonly root: FakeDirectory;

  constructor(readonly options: FakeOpfsOptions = {}) {
    this.root = new FakeDirectory(this, '');
  }

  /** A strictly rising modification time. */
  now(): number {
    this.clock += 1000;
    return this.clock;
  }

  readonly provider = async (): Promise<FileSystemDirectoryHandle> =>
    this.root as unknown as FileSystemDirectoryHandle;

  private folder(path: string): { dir: FakeDirectory; name: string } {
    const parts = path.split('/');
    const name = parts.pop() ?? '';
    let dir = this.root;
    for (const part of parts) {
      let next = dir.entries_.get(part);
      if (!next) {
        next = new FakeDirectory(this, part);
        dir.entries_.set(part, next);
      }
      if (!(next instanceof FakeDirectory)) throw new Error(`${part} is a file`);
      dir = next;
    }
    return { dir, name };
  }

  /** Puts a file at `path` (folders created), with an optional modification time. */
  put(path: string, text: string, lastModified = this.now()): void {
    const { dir, name } = this.folder(path);
    dir.entries_.set(name, { bytes: encoder.encode(text), lastModified });
  }

  /** The text at `path`, or undefined. */
  text(path: string): string | undefined {
    const { dir, name } = this.folder(path);
    const node = dir.entries_.get(name);
    return node && !(node instanceof FakeDirectory)
      ? new TextDecoder().decode(node.bytes)
      : undefined;
  }

  /** The entry names of a folder, sorted. */
  names(path: string): string[] {
    const entry = path ? this.root.entries_.get(path) : this.root;
    return entry instanceof FakeDirectory ? [...entry.entries_.keys()].sort() : [];
  }
}
