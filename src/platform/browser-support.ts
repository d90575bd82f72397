/**
 * What the app needs from the browser: module workers, IndexedDB and the origin-private file
 * system (OPFS). The File System Access API is optional: without it files are saved as
 * downloads and opened with a file input.
 */
export interface BrowserFeatures {
  moduleWorkers: boolean;
  indexedDB: boolean;
  opfs: boolean;
  fileSystemAccess: boolean;
}

export type SupportLevel = 'full' | 'partial' | 'none';

const REQUIRED: ReadonlyArray<keyof BrowserFeatures> = ['moduleWorkers', 'indexedDB', 'opfs'];

export function supportLevel(features: BrowserFeatures): SupportLevel {
  const present = REQUIRED.filter((k) => features[k]).length;
  if (present === REQUIRED.length) return 'full';
  return present === 0 ? 'none' : 'partial';
}

/**
 * Module-worker support, detected without starting a worker (the `type` option is read). A
 * browser with Trusted Types (Chromium 83 and later) has module workers (Chromium 80): it is not
 * probed, since the probe's `data:` worker is what the Content Security Policy forbids.
 */
function supportsModuleWorkers(): boolean {
  if (typeof Worker === 'undefined') return false;
  if ('trustedTypes' in globalThis) return true;
  let supported = false;
  try {
    const options = {
      get type(): WorkerType {
        supported = true;
        return 'module';
      },
    };
    new Worker('data:,', options).terminate();
  } catch {
    // Constructing may throw for the data: URL; what matters is whether `type` was read.
  }
  return supported;
}

export function detectFeatures(): BrowserFeatures {
  const w = window as Window & {
    showSaveFilePicker?: unknown;
    showOpenFilePicker?: unknown;
    showDirectoryPicker?: unknown;
  };
  return {
    moduleWorkers: supportsModuleWorkers(),
    indexedDB: typeof indexedDB !== 'undefined',
    opfs: typeof navigator.storage?.getDirectory === 'function',
    fileSystemAccess:
      typeof w.showSaveFilePicker === 'function' &&
      typeof w.showOpenFilePicker === 'function' &&
      typeof w.showDirectoryPicker === 'function',
  };
}
