/**
 * The offer to rename the book file after the title changed (issue 24, item 5), shown under the
 * title in Book info: never a silent rename, never over another file. Where the browser cannot
 * rename a file, or the file's folder is unknown, it says so and offers Save file as instead.
 */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RenameOutcome } from '../../../workers/contract/book-file';
import { isolateFor } from '../../i18n/format';
import { ensureWritePermission } from '../../platform/file-system';
import { atom, useAtom, useAtomValue, useSetAtom } from '../../state/jotai';
import { pushNoticeAtom } from '../../state/notify-atoms';
import { unwrap, workerApi } from '../../worker-client/client';
import { rememberLocation } from './remember-project';
import { renameTarget } from './rename-offer';
import { saveReportAtom, takeBookFileStateAtom } from './save-report-atoms';
import { useBookFileActions } from './useBookFileActions';
import './rename-file.css';

/** Offers the author declined in this visit: "file name → name offered". */
const declinedRenamesAtom = atom<ReadonlySet<string>>(new Set<string>());

type Answer =
  | Exclude<RenameOutcome, { kind: 'renamed' } | { kind: 'no-file' }>
  | { kind: 'denied' };

export interface RenameFileOfferProps {
  /** The book's title as it stands. */
  title: string;
  /** True while the author is typing the title: the offer waits until they are done. */
  editing: boolean;
}

export function RenameFileOffer({ title, editing }: RenameFileOfferProps) {
  const { t, i18n } = useTranslation();
  const isolate = isolateFor(i18n.dir());
  const { fileName } = useAtomValue(saveReportAtom);
  const takeState = useSetAtom(takeBookFileStateAtom);
  const push = useSetAtom(pushNoticeAtom);
  const [declined, setDeclined] = useAtom(declinedRenamesAtom);
  const { saveAs } = useBookFileActions();
  const [answer, setAnswer] = useState<{ for: string; value: Answer } | null>(null);
  const [busy, setBusy] = useState(false);
  // Offered only for a title changed here, not for a name the author chose some other time.
  const titleAtStart = useRef(title);
  const target = title !== titleAtStart.current ? renameTarget(fileName, title) : null;
  const key = `${fileName} → ${target}`;
  if (!target || !fileName || editing || declined.has(key)) return null;

  const rename = async () => {
    setBusy(true);
    try {
      const state = unwrap(await workerApi().bookFileState());
      const handles = [state.directoryHandle, state.fileHandle].filter((h) => h !== null);
      for (const handle of handles) {
        if (!(await ensureWritePermission(handle).catch(() => false))) {
          setAnswer({ for: key, value: { kind: 'denied' } });
          return;
        }
      }
      const outcome = unwrap(await workerApi().renameBookFile(target));
      if (outcome.kind === 'renamed') {
        const next = unwrap(await workerApi().bookFileState());
        takeState(next);
        rememberLocation(next, 'rename');
        push({
          level: 'success',
          message: t('files.rename.done', { fileName: isolate(outcome.fileName) }),
        });
      } else if (outcome.kind !== 'no-file') setAnswer({ for: key, value: outcome });
    } finally {
      setBusy(false);
    }
  };

  const shown = answer?.for === key ? answer.value : null;
  const values = {
    fileName: isolate(fileName),
    newName: isolate(target),
    saveAs: t('toolbar.save_file_as'),
  };
  return (
    <section className="rename-file" aria-label={t('files.rename.label')}>
      <p>{shown ? problemText(shown) : t('files.rename.offer', values)}</p>
      <div className="button-row">
        {shown ? (
          <button type="button" className="button button--primary" onClick={saveAs}>
            {t('toolbar.save_file_as')}
          </button>
        ) : (
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => void rename()}
          >
            {t('files.rename.accept')}
          </button>
        )}
        <button
          type="button"
          className="button"
          onClick={() => setDeclined((d) => new Set(d).add(key))}
        >
          {t('files.rename.decline')}
        </button>
      </div>
    </section>
  );

  function problemText(a: Answer): string {
    switch (a.kind) {
      case 'taken':
        return t('files.rename.taken', values);
      case 'unsupported':
        return t('files.rename.unsupported', values);
      case 'no-folder':
        return t('files.rename.no_folder', values);
      case 'denied':
        return t('files.rename.denied', values);
      case 'failed':
        return t('files.rename.failed', { reason: t(`files.failure.${a.code}`) });
    }
  }
}
