/** The date of this release, shown on About and at the foot of the side nav. */
export const LAST_UPDATE = '2026-11-21';
