/**
 * The book file's permission status (docs/spec/data-layer-and-files.md §4), shared by the worker (which queries the
 * bound handles) and the UI (which shows and recovers it). Dependency-free.
 */

/** A handle's permission state, as `queryPermission` reports it. */
export type HandlePermission = 'granted' | 'prompt' | 'denied';

/** The project's permission status. */
export type PermissionStatus = 'unknown' | HandlePermission;

/** Input of computePermissionStatus; an undefined handle permission means no such handle. */
export interface PermissionInputs {
  hasStoredProject: boolean;
  folder: HandlePermission | undefined;
  file: HandlePermission | undefined;
}

/**
 * The project's status: unknown without a stored project (or without any stored handle); granted
 * when the folder and the file (those stored) are both granted; prompt if either needs a prompt;
 * otherwise denied.
 */
export function computePermissionStatus({
  hasStoredProject,
  folder,
  file,
}: PermissionInputs): PermissionStatus {
  const present = [folder, file].filter((p): p is HandlePermission => p !== undefined);
  if (!hasStoredProject || present.length === 0) return 'unknown';
  if (present.every((p) => p === 'granted')) return 'granted';
  if (present.includes('prompt')) return 'prompt';
  return 'denied';
}
