/** The project's file permission status as app state, kept in step by usePermissionMonitor. */
import { atom } from '../../../state/jotai';
import type { PermissionStatus } from './permission-status';

/** unknown, prompt, granted or denied; null before the first check. */
export const permissionStatusAtom = atom<PermissionStatus | null>(null);
