/**
 * Where the book's last save went and what stops the next one, as the toolbar tells it: fed by
 * every save outcome (auto-save, File → Save, Create Book, access restored) and, at start, by
 * the worker's record of the last save.
 */
import type {
  BookFileState,
  SaveFileProblem,
  SaveOutcome,
} from '../../../workers/contract/book-file';
import { dirtyAtom } from '../../session/book-atoms';
import { atom } from '../../state/jotai';

export interface SaveReport {
  lastSave: BookFileState['lastSave'];
  /** Why the book file is not being written (null when it is, or there is none). */
  problem: SaveFileProblem | null;
  /** The bound file's name. */
  fileName: string | null;
  /** Access to the file was granted in an earlier visit and not yet in this one. */
  fromEarlierVisit: boolean;
}

export const saveReportAtom = atom<SaveReport>({
  lastSave: null,
  problem: null,
  fileName: null,
  fromEarlierVisit: false,
});

/** Takes the worker's binding state (at start, and after the book file changed). */
export const takeBookFileStateAtom = atom(null, (get, set, state: BookFileState) => {
  set(saveReportAtom, {
    ...get(saveReportAtom),
    lastSave: state.lastSave,
    fileName: state.fileName,
    fromEarlierVisit: state.fromEarlierVisit,
  });
});

/** Takes a save's outcome: a verified save clears the unsaved state and any earlier problem. */
export const takeSaveOutcomeAtom = atom(null, (get, set, outcome: SaveOutcome) => {
  const report = get(saveReportAtom);
  if (outcome.kind === 'saved') {
    const name = outcome.target === 'file' ? outcome.fileName : outcome.path;
    set(saveReportAtom, {
      ...report,
      lastSave: { target: outcome.target, name, at: outcome.at },
      problem: outcome.target === 'opfs' ? (outcome.fileProblem ?? null) : null,
      fileName: outcome.target === 'file' ? outcome.fileName : report.fileName,
      fromEarlierVisit: outcome.target === 'file' ? false : report.fromEarlierVisit,
    });
    set(dirtyAtom, false);
  } else if (outcome.kind === 'failed') {
    set(saveReportAtom, {
      ...report,
      problem: {
        kind: 'failed',
        code: outcome.code,
        fileName: outcome.fileName,
        detail: outcome.detail,
      },
    });
  } else if (outcome.kind === 'conflict') {
    set(saveReportAtom, {
      ...report,
      problem: { kind: 'conflict', reason: outcome.reason, fileName: outcome.fileName },
    });
  }
});
