/** A plain object (not null, not an array): what a record, a parsed file or its parts must be. */
export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
