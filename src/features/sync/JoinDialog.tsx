/**
 * Opening an invitation link: the author is asked first. For the open book, joining keeps the
 * invitation as its sync settings. For a book that is not here, joining brings the whole book
 * from the server in place of the open one (docs/sync.md, "Joining from another device"): the
 * server must answer and accept the link and its book must arrive before anything changes here;
 * the open book is kept as a restore point (and saving it first is offered); the page then
 * reloads on the joined book, whose pages' text is fetched at once (PagesFetch).
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResultError } from '../../../workers/contract/result';
import { errorText } from '../../i18n/worker-messages';
import { bookTitleAtom } from '../../session/book-atoms';
import { bookSetupAtom } from '../../state/interface-state';
import { useAtom, useAtomValue, useSetAtom } from '../../state/jotai';
import { carryNoticeOverReload, pushNoticeAtom } from '../../state/notify-atoms';
import { workerApi } from '../../worker-client/client';
import { useBookFileActions } from '../files';
import { IdentityFields } from './IdentityFields';
import type { Invitation } from './invitation-link';
import { randomPresenceColour } from './presence-colours';
import { SyncDialog } from './SyncDialog';
import { fetchBookState } from './server-documents';
import { type SyncSettings, storeSyncSettings, syncSettingsAtom } from './sync-settings';

/** What stopped a join of another book (the book open here is as it was). */
type JoinProblem =
  | { kind: 'unreachable' | 'refused' | 'empty' }
  | { kind: 'failed'; error: ResultError };

export function JoinDialog({
  invitation,
  onClose,
}: {
  invitation: Invitation;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const bookId = useAtomValue(bookSetupAtom).documentId;
  const title = useAtomValue(bookTitleAtom);
  const [known, setSettings] = useAtom(syncSettingsAtom);
  const push = useSetAtom(pushNoticeAtom);
  const { askBeforeReplacing } = useBookFileActions();
  const [name, setName] = useState(known?.name ?? '');
  const [colour, setColour] = useState(known?.colour ?? randomPresenceColour);
  const [working, setWorking] = useState(false);
  const [problem, setProblem] = useState<JoinProblem | null>(null);
  const stop = useRef<AbortController | null>(null);
  useEffect(() => () => stop.current?.abort(), []);
  const here = bookId === invitation.bookId;
  const role = invitation.role ?? 'reader';
  const roleName = t(`sync.role.${role}`);

  const settings = (): SyncSettings => ({
    server: invitation.server,
    bookId: invitation.bookId,
    role,
    secret: invitation.secret,
    name: name.trim() || t('sync.default_name'),
    colour,
  });

  const close = () => {
    stop.current?.abort();
    onClose();
  };

  const join = async () => {
    const next = settings();
    if (!(await storeSyncSettings(next))) return;
    setSettings(next);
    push({ level: 'success', message: t('sync.joined', { server: invitation.server }) });
    close();
  };

  /** The shared book in place of the open one, once the server has given it. */
  const joinAndReplace = async () => {
    const asked = await askBeforeReplacing({
      title: t('sync.join_save_title'),
      text: t('sync.join_save_text'),
      proceed: t('sync.join_without_saving'),
    });
    if (!asked) return;
    const controller = new AbortController();
    stop.current = controller;
    setWorking(true);
    setProblem(null);
    try {
      const answer = await fetchBookState(invitation, controller.signal);
      if (controller.signal.aborted) return;
      if (!answer.ok) {
        if (answer.problem !== 'cancelled') setProblem({ kind: answer.problem });
        return;
      }
      const joined = await workerApi().joinSharedBook(settings(), answer.state);
      if (!joined.success) {
        // A book doc without a book in it (nobody has put the book there yet) is refused whole.
        const empty = joined.error.code === 'invalid_argument';
        setProblem(empty ? { kind: 'empty' } : { kind: 'failed', error: joined.error });
        return;
      }
      // As after Open file: the app starts again on the joined book, the notice carried over.
      carryNoticeOverReload({
        level: 'success',
        message: t('sync.joined_book', { title: joined.data.title, server: invitation.server }),
      });
      window.location.reload();
    } finally {
      if (stop.current === controller) stop.current = null;
      setWorking(false);
    }
  };

  if (here) {
    return (
      <SyncDialog title={t('sync.join_title')} onClose={close}>
        <p>{t('sync.join_text', { server: invitation.server, role: roleName })}</p>
        <IdentityFields name={name} colour={colour} onName={setName} onColour={setColour} />
        <div className="button-row sync-dialog__end">
          <button type="button" className="button" onClick={close}>
            {t('sync.cancel')}
          </button>
          <button type="button" className="button button--primary" onClick={() => void join()}>
            {t('sync.join')}
          </button>
        </div>
      </SyncDialog>
    );
  }

  return (
    <SyncDialog title={t('sync.join_title')} onClose={close}>
      <p>
        {t('sync.join_replace_text', {
          // Isolated: an address or a title in another script keeps its place in the sentence.
          server: `\u2068${invitation.server}\u2069`,
          role: roleName,
          title: `\u2068${title || t('book_info.untitled')}\u2069`,
        })}
      </p>
      <IdentityFields name={name} colour={colour} onName={setName} onColour={setColour} />
      {working && (
        <p role="status" className="muted">
          {t('sync.join_working')}
        </p>
      )}
      {problem && (
        <p role="alert" className="sync-problem">
          {problem.kind === 'empty'
            ? t('sync.join_empty')
            : problem.kind === 'failed'
              ? t('sync.join_failed', { reason: errorText(t, problem.error) })
              : t(`sync.problem.${problem.kind}`)}{' '}
          {t('sync.join_kept')}
        </p>
      )}
      <div className="button-row sync-dialog__end">
        <button type="button" className="button" onClick={close}>
          {t('sync.cancel')}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={working}
          onClick={() => void joinAndReplace()}
        >
          {t('sync.join_replace')}
        </button>
      </div>
    </SyncDialog>
  );
}
