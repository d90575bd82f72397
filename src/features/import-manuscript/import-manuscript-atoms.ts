/** The manuscript import dialog: closed (null), open to choose files, or open with files chosen. */
import type { SelectedManuscriptFile } from '../../../workers/contract/manuscript-import';
import { atom } from '../../state/jotai';

export type ImportDialogState = null | { files: SelectedManuscriptFile[] | null };

export const importManuscriptAtom = atom<ImportDialogState>(null);
