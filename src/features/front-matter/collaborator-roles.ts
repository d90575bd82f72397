/** The collaborator roles of docs/spec/product-and-screens.md §3; titles and descriptions live in `collaborators.roles`. */
import type { TranslationKey } from '../../i18n/keys';

export const COLLABORATOR_ROLES = [
  'author_advisor',
  'literary_agent',
  'cover_designer',
  'editor',
  'illustrator',
  'narrator',
  'proofreader',
  'translator',
  'typesetter',
  'formatter',
] as const;

export type CollaboratorRole = (typeof COLLABORATOR_ROLES)[number];

const ROLE_SET: ReadonlySet<string> = new Set(COLLABORATOR_ROLES);

/** True for one of the known roles ('other' from older books included). */
export function isCollaboratorRole(role: string): boolean {
  return ROLE_SET.has(role) || role === 'other';
}

/** The i18n key of a role's title, or of its description. */
export function roleKey(role: string, part: 'title' | 'description'): TranslationKey {
  // A role is a string from the book (older books may hold any): callers check i18n.exists.
  return `collaborators.roles.${role}.${part}` as TranslationKey;
}
