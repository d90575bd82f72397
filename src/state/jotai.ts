/** The one module that imports jotai; everything else imports atoms and hooks from here. */
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
