/**
 * Share and sync…: connects the open book to a sync server the author runs (the book is
 * registered there and this browser keeps the owner's secret), then shows the connection, the
 * name and colour others see, the owner's invitation links, and Disconnect.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../components/confirm';
import { bookTitleAtom } from '../../session/book-atoms';
import { bookSetupAtom } from '../../state/interface-state';
import { useAtom, useAtomValue, useSetAtom } from '../../state/jotai';
import { IdentityFields } from './IdentityFields';
import { InvitationsSection } from './InvitationsSection';
import { needsTls, normaliseServer } from './invitation-link';
import { randomPresenceColour } from './presence-colours';
import { StatusText } from './StatusText';
import { SyncDialog } from './SyncDialog';
import { registerBook, type SyncProblem } from './sync-api';
import { sendPagesDueAtom, syncStatusAtom } from './sync-atoms';
import { storeSyncSettings, syncSettingsAtom } from './sync-settings';

export function ShareDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [settings, setSettings] = useAtom(syncSettingsAtom);
  const bookId = useAtomValue(bookSetupAtom).documentId;
  const title = useAtomValue(bookTitleAtom);
  const status = useAtomValue(syncStatusAtom);
  const setSendPagesDue = useSetAtom(sendPagesDueAtom);
  const confirm = useConfirm();

  const [server, setServer] = useState('');
  const [name, setName] = useState(settings?.name ?? '');
  const [colour, setColour] = useState(settings?.colour ?? randomPresenceColour);
  const [problem, setProblem] = useState<SyncProblem | 'invalid' | 'needs_tls' | null>(null);
  const [busy, setBusy] = useState(false);

  const close = onClose;

  const connect = async () => {
    const address = normaliseServer(server);
    if (!address) {
      setProblem('invalid');
      return;
    }
    if (needsTls(address)) {
      setProblem('needs_tls');
      return;
    }
    setBusy(true);
    setProblem(null);
    const answer = await registerBook(address, bookId, title);
    setBusy(false);
    if (!answer.ok) {
      setProblem(answer.problem);
      return;
    }
    const next = {
      server: address,
      bookId,
      role: 'owner' as const,
      secret: answer.value.owner.secret,
      name: name.trim() || t('sync.default_name'),
      colour,
    };
    if (!(await storeSyncSettings(next))) return;
    // Every page goes to the server at once (PagesFetch), so whoever joins gets the whole book.
    setSendPagesDue(bookId);
    setSettings(next);
  };

  // The name is kept when its field is left (each keystroke would re-announce the cursor).
  const keepIdentity = async (change: { name?: string; colour?: string }) => {
    if (!settings) return;
    const next = {
      ...settings,
      name: (change.name ?? name).trim() || t('sync.default_name'),
      colour: change.colour ?? colour,
    };
    if (next.name === settings.name && next.colour === settings.colour) return;
    if (await storeSyncSettings(next)) setSettings(next);
  };

  const disconnect = async () => {
    if (!settings) return;
    const sure = await confirm({
      title: t('sync.disconnect_title'),
      text: t('sync.disconnect_text'),
      confirmLabel: t('sync.disconnect'),
      cancelLabel: t('sync.cancel'),
      danger: true,
    });
    if (!sure) return;
    if (await storeSyncSettings(null)) setSettings(null);
  };

  return (
    <SyncDialog title={t('sync.title')} onClose={close}>
      {settings ? (
        <>
          <p>
            {t('sync.shared_on', {
              server: settings.server,
              role: t(`sync.role.${settings.role}`),
            })}
          </p>
          <p className="sync-dialog__status">
            <StatusText status={status} long />
          </p>
          <IdentityFields
            name={name}
            colour={colour}
            onName={setName}
            onNameDone={() => void keepIdentity({})}
            onColour={(value) => {
              setColour(value);
              void keepIdentity({ colour: value });
            }}
          />
          {settings.role === 'owner' && <InvitationsSection settings={settings} />}
          <div className="button-row sync-dialog__end">
            <button
              type="button"
              className="button button--danger"
              onClick={() => void disconnect()}
            >
              {t('sync.disconnect')}
            </button>
            <button type="button" className="button button--primary" onClick={close}>
              {t('sync.close')}
            </button>
          </div>
        </>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void connect();
          }}
        >
          <p>{t('sync.intro')}</p>
          <label className="field" htmlFor={`${id}-server`}>
            <span>{t('sync.server')}</span>
            <input
              id={`${id}-server`}
              dir="ltr"
              inputMode="url"
              autoComplete="url"
              placeholder="wss://sync.example.org"
              value={server}
              aria-invalid={problem === 'invalid' || problem === 'needs_tls' || undefined}
              onChange={(e) => setServer(e.target.value)}
            />
          </label>
          <IdentityFields
            name={name}
            colour={colour}
            onName={setName}
            onNameDone={() => void keepIdentity({})}
            onColour={(value) => {
              setColour(value);
              void keepIdentity({ colour: value });
            }}
          />
          {problem && (
            <p role="alert" className="sync-problem">
              {problem === 'invalid'
                ? t('sync.server_invalid')
                : problem === 'needs_tls'
                  ? t('sync.server_needs_tls')
                  : t(`sync.problem.${problem}`)}
            </p>
          )}
          <div className="button-row sync-dialog__end">
            <button type="button" className="button" onClick={close}>
              {t('sync.close')}
            </button>
            <button type="submit" className="button button--primary" disabled={busy || !bookId}>
              {t('sync.connect')}
            </button>
          </div>
        </form>
      )}
    </SyncDialog>
  );
}
