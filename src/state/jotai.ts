/** The one module that imports jotai; everything else imports atoms and hooks from here. */
import { getDefaultStore } from 'jotai';

export type { Atom, PrimitiveAtom, WritableAtom } from 'jotai';
export {
  atom,
  createStore,
  Provider,
  useAtom,
  useAtomValue,
  useSetAtom,
  useStore,
} from 'jotai';
export { atomWithStorage, createJSONStorage, RESET } from 'jotai/utils';

/** The store every screen uses (no Provider): code outside React reads and writes atoms here. */
export const appStore = getDefaultStore();
