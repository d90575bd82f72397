/** The one check every Yjs update from outside passes before it is kept (issue 31, item 6). */
import * as Y from 'yjs';
import { AppError } from '../../contract/errors';

/** `update` if Yjs can read it; else refused (AppError `collab_update_refused`), and logged. */
export function checkedUpdate(update: unknown, what: string): Uint8Array {
  if (!(update instanceof Uint8Array) || update.length === 0) {
    console.warn(`A Yjs update for ${what} was refused: not bytes`);
    throw new AppError('collab_update_refused');
  }
  const scratch = new Y.Doc();
  try {
    Y.applyUpdate(scratch, update);
    return update;
  } catch (error) {
    console.warn(`A Yjs update for ${what} was refused: it cannot be read`, error);
    throw new AppError('collab_update_refused');
  } finally {
    scratch.destroy();
  }
}
