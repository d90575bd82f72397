/**
 * FROZEN: the id generator as schema step 2 used it (21-character nanoid ids). Migrations keep
 * their own copy so a change to the live one cannot change what an old step writes.
 */
import { nanoid } from 'nanoid';

export const newId = (): string => nanoid();
