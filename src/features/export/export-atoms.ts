/** Which export the dialog is open for (null: closed). */
import type { ExportFormat } from '../../../workers/contract/export';
import { atom } from '../../state/jotai';

export const exportDialogAtom = atom<ExportFormat | null>(null);
