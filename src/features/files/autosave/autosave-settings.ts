/**
 * Auto-save settings as stored in app settings record 1 (`various.autosave`): `{enabled,
 * interval}` in minutes, or the old plain boolean, which is read with the default interval.
 */
import {
  AUTOSAVE_DEFAULT_INTERVAL_MIN,
  DEFAULT_AUTOSAVE,
} from '../../../../workers/contract/constants';
import type { AutosaveSetting } from '../../../../workers/contract/records';

export type { AutosaveSetting };

/** Largest interval a browser timer can hold (2^31 - 1 ms), in whole minutes. */
export const MAX_AUTOSAVE_INTERVAL_MIN = Math.floor(0x7fffffff / 60_000);

/** True for a usable interval: a finite number of minutes above 0 that a timer can hold. */
export function isValidAutosaveInterval(minutes: unknown): minutes is number {
  return (
    typeof minutes === 'number' &&
    Number.isFinite(minutes) &&
    minutes > 0 &&
    minutes <= MAX_AUTOSAVE_INTERVAL_MIN
  );
}

/**
 * Reads a stored setting: a boolean keeps its meaning with the default 5 minutes; an object keeps
 * `enabled` and a valid interval (else 5); anything else gives the defaults.
 */
export function normalizeAutosaveSetting(value: unknown): AutosaveSetting {
  if (typeof value === 'boolean') {
    return { enabled: value, interval: AUTOSAVE_DEFAULT_INTERVAL_MIN };
  }
  if (typeof value === 'object' && value !== null) {
    const { enabled, interval } = value as Partial<Record<keyof AutosaveSetting, unknown>>;
    return {
      enabled: typeof enabled === 'boolean' ? enabled : DEFAULT_AUTOSAVE.enabled,
      interval: isValidAutosaveInterval(interval) ? interval : AUTOSAVE_DEFAULT_INTERVAL_MIN,
    };
  }
  return { ...DEFAULT_AUTOSAVE };
}

/** Error thrown when an interval is not a positive number of minutes. */
export class AutosaveIntervalError extends RangeError {
  /** Machine-readable code. */
  readonly code = 'invalid_interval' as const;
  /** i18n key of the message to show. */
  readonly messageKey = 'autosave.errors.invalid_interval' as const;

  constructor(readonly minutes: unknown) {
    super(`Invalid auto-save interval: ${String(minutes)}`);
    this.name = 'AutosaveIntervalError';
  }
}
