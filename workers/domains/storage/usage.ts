/**
 * Private-storage usage statistics (docs/spec/data-layer-and-files.md §7 "File operations"): files and bytes per
 * folder and overall, sizes formatted in bytes, KB, MB and GB, and the browser's quota.
 */
import {
  listFiles,
  OPFS_FOLDERS,
  type OpfsFolder,
  type OpfsRootProvider,
  openFolder,
  openRoot,
} from './opfs';

const UNITS = ['KB', 'MB', 'GB'] as const;
const STEP = 1024;

/**
 * A size for people, 1024-based: below 1 KB whole bytes (`1 byte`, `512 bytes`); above, at
 * most one decimal with a trailing `.0` dropped (`1 KB`, `1.5 KB`, `2 MB`), GB being the
 * largest unit (`2048 GB`). Negative and non-finite numbers read `0 bytes`.
 */
export function formatBytes(n: number): string {
  if (!Number.isFinite(n) || n < 0) return '0 bytes';
  if (n < STEP) {
    const whole = Math.round(n);
    if (whole < STEP) return whole === 1 ? '1 byte' : `${whole} bytes`;
  }
  let value = n / STEP;
  let unit = 0;
  // Move up while the rounded value would read 1024 or more (1023.96 KB is 1 MB).
  while (unit < UNITS.length - 1 && Math.round(value * 10) / 10 >= STEP) {
    value /= STEP;
    unit += 1;
  }
  return `${Number(value.toFixed(1))} ${UNITS[unit]}`;
}

/** Files and bytes of a folder, or of all of them. */
export interface FolderUsage {
  files: number;
  bytes: number;
  /** `bytes` formatted by `formatBytes`. */
  size: string;
}

/** The browser's storage estimate for the whole origin (IndexedDB included). */
export interface QuotaEstimate {
  usage: number;
  quota: number;
  usageText: string;
  quotaText: string;
}

export interface StorageUsage {
  folders: Record<OpfsFolder, FolderUsage>;
  total: FolderUsage;
  /** Null where the browser gives no estimate. */
  quota: QuotaEstimate | null;
}

/** Asks the browser how much the origin stores and may store. */
export type EstimateProvider = () => Promise<StorageEstimate | null>;

/** `navigator.storage.estimate()`, or null where it is missing. */
export const browserEstimate: EstimateProvider = async () => {
  const storage = (globalThis as { navigator?: { storage?: Partial<StorageManager> } }).navigator
    ?.storage;
  return typeof storage?.estimate === 'function' ? storage.estimate() : null;
};

const usageOf = (files: number, bytes: number): FolderUsage => ({
  files,
  bytes,
  size: formatBytes(bytes),
});

async function quotaOf(estimate: EstimateProvider): Promise<QuotaEstimate | null> {
  try {
    const e = await estimate();
    if (!e || typeof e.quota !== 'number') return null;
    const usage = e.usage ?? 0;
    return {
      usage,
      quota: e.quota,
      usageText: formatBytes(usage),
      quotaText: formatBytes(e.quota),
    };
  } catch (error) {
    console.error('The storage estimate failed', error);
    return null;
  }
}

/** Usage of the documents and backups folders (swap leftovers counted), and the quota. */
export async function storageUsage(
  provider?: OpfsRootProvider,
  estimate: EstimateProvider = browserEstimate,
): Promise<StorageUsage> {
  const root = await openRoot(provider);
  const folders = {} as Record<OpfsFolder, FolderUsage>;
  let files = 0;
  let bytes = 0;
  for (const folder of OPFS_FOLDERS) {
    const list = await listFiles(await openFolder(root, folder), { includeSwap: true });
    const size = list.reduce((sum, f) => sum + f.size, 0);
    folders[folder] = usageOf(list.length, size);
    files += list.length;
    bytes += size;
  }
  return { folders, total: usageOf(files, bytes), quota: await quotaOf(estimate) };
}
