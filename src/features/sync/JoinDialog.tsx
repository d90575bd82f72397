/**
 * Opening an invitation link: the author is asked first; joining keeps the invitation as the
 * open book's sync settings, and its pages then load from and sync with the server. A link for
 * a book that is not open here says how to get that book first.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bookSetupAtom } from '../../state/interface-state';
import { useAtom, useAtomValue, useSetAtom } from '../../state/jotai';
import { pushNoticeAtom } from '../../state/notify-atoms';
import { IdentityFields } from './IdentityFields';
import type { Invitation } from './invitation-link';
import { randomPresenceColour } from './presence-colours';
import { storeSyncSettings, syncSettingsAtom } from './sync-settings';

export function JoinDialog({
  invitation,
  onClose,
}: {
  invitation: Invitation;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  const bookId = useAtomValue(bookSetupAtom).documentId;
  const [known, setSettings] = useAtom(syncSettingsAtom);
  const push = useSetAtom(pushNoticeAtom);
  const [name, setName] = useState(known?.name ?? '');
  const [colour, setColour] = useState(known?.colour ?? randomPresenceColour);
  const here = bookId === invitation.bookId;
  const role = invitation.role ?? 'reader';

  const close = () => {
    ref.current?.close();
    onClose();
  };
  const join = async () => {
    const settings = {
      server: invitation.server,
      bookId: invitation.bookId,
      role,
      secret: invitation.secret,
      name: name.trim() || t('sync.default_name'),
      colour,
    };
    if (!(await storeSyncSettings(settings))) return;
    setSettings(settings);
    push({ level: 'success', message: t('sync.joined', { server: invitation.server }) });
    close();
  };

  return (
    <dialog
      ref={ref}
      className="dialog sync-dialog"
      aria-labelledby={`${id}-title`}
      onCancel={(e) => {
        e.preventDefault();
        close();
      }}
    >
      <h2 id={`${id}-title`}>{t('sync.join_title')}</h2>
      {here ? (
        <>
          <p>{t('sync.join_text', { server: invitation.server, role: t(`sync.role.${role}`) })}</p>
          <IdentityFields name={name} colour={colour} onName={setName} onColour={setColour} />
          <div className="button-row sync-dialog__end">
            <button type="button" className="button" onClick={close}>
              {t('sync.cancel')}
            </button>
            <button type="button" className="button button--primary" onClick={() => void join()}>
              {t('sync.join')}
            </button>
          </div>
        </>
      ) : (
        <>
          <p role="alert">
            {t('sync.join_other_book', { file: t('toolbar.file'), open: t('toolbar.open_file') })}
          </p>
          <div className="button-row sync-dialog__end">
            <button type="button" className="button button--primary" onClick={close}>
              {t('sync.close')}
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}
