/** The auto-save status as app state, kept in step by useAutosave. */
import { atom } from '../../../state/jotai';
import { type AutosaveStatus, INITIAL_AUTOSAVE_STATUS } from './autosave-types';

/** Auto-save's runtime status: enabled, interval, in progress, last and next save, error. */
export const autosaveStatusAtom = atom<AutosaveStatus>(INITIAL_AUTOSAVE_STATUS);
