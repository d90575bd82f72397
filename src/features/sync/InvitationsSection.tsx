/**
 * The owner's invitation links: create one per role (shown once, with Copy link: the server
 * keeps only a fingerprint of the secret), and the list of links made, each revocable.
 */
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { invitationLink } from './invitation-link';
import {
  createInvitation,
  type InvitationRecord,
  listInvitations,
  revokeInvitation,
  type SyncProblem,
} from './sync-api';
import { SYNC_ROLES, type SyncRole, type SyncSettings } from './sync-settings';

export function InvitationsSection({ settings }: { settings: SyncSettings }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [invitations, setInvitations] = useState<InvitationRecord[] | null>(null);
  const [problem, setProblem] = useState<SyncProblem | null>(null);
  const [role, setRole] = useState<SyncRole>('writer');
  const [label, setLabel] = useState('');
  const [made, setMade] = useState<{ link: string; label: string } | null>(null);
  const [copied, setCopied] = useState(false);
  const [busy, setBusy] = useState(false);
  const { server, bookId, secret } = settings;

  const reload = useCallback(async () => {
    const answer = await listInvitations(server, bookId, secret);
    if (answer.ok) setInvitations(answer.value);
    else setProblem(answer.problem);
  }, [server, bookId, secret]);
  useEffect(() => {
    void reload();
  }, [reload]);

  const create = async () => {
    setBusy(true);
    setProblem(null);
    const name = label.trim() || t(`sync.role.${role}`);
    const answer = await createInvitation(server, bookId, secret, role, name);
    setBusy(false);
    if (!answer.ok) {
      setProblem(answer.problem);
      return;
    }
    const link = invitationLink(window.location.origin, {
      server,
      bookId,
      secret: answer.value.secret,
      role,
    });
    setMade({ link, label: name });
    setCopied(false);
    setLabel('');
    await reload();
  };

  const revoke = async (invitation: InvitationRecord) => {
    setProblem(null);
    const answer = await revokeInvitation(server, bookId, secret, invitation.id);
    if (!answer.ok) setProblem(answer.problem);
    await reload();
  };

  const copy = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <section className="sync-invitations" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('sync.invitations')}</h3>
      <div className="sync-invitations__new">
        <label className="field" htmlFor={`${id}-role`}>
          <span>{t('sync.invite_role')}</span>
          <select
            id={`${id}-role`}
            value={role}
            onChange={(e) => setRole(e.target.value as SyncRole)}
          >
            {SYNC_ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`sync.role.${r}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="field" htmlFor={`${id}-label`}>
          <span>{t('sync.invite_label')}</span>
          <input
            id={`${id}-label`}
            dir="auto"
            maxLength={60}
            value={label}
            onChange={(e) => setLabel(e.target.value)}
          />
        </label>
        <button type="button" className="button" disabled={busy} onClick={() => void create()}>
          {t('sync.invite_create')}
        </button>
      </div>
      {made && (
        <div className="sync-invitations__made">
          <label className="field" htmlFor={`${id}-link`}>
            <span>{t('sync.invite_link', { label: made.label })}</span>
            <input
              id={`${id}-link`}
              readOnly
              dir="ltr"
              value={made.link}
              onFocus={(e) => e.target.select()}
            />
          </label>
          <p className="muted">{t('sync.invite_once')}</p>
          <div className="button-row">
            <button
              type="button"
              className="button button--primary"
              onClick={() => void copy(made.link)}
            >
              {t('sync.copy')}
            </button>
            <span role="status">{copied ? t('sync.copied') : ''}</span>
          </div>
        </div>
      )}
      {problem && (
        <p role="alert" className="sync-problem">
          {t(`sync.problem.${problem}`)}
        </p>
      )}
      {invitations && invitations.length === 0 && <p className="muted">{t('sync.invite_none')}</p>}
      {invitations && invitations.length > 0 && (
        <ul className="sync-invitations__list">
          {invitations.map((invitation) => (
            <li key={invitation.id} className={invitation.revokedAt ? 'is-revoked' : undefined}>
              <span className="sync-invitations__who" dir="auto">
                {invitation.label || t('sync.invite_first_owner')}
              </span>
              <span>{t(`sync.role.${invitation.role}`)}</span>
              <span className="muted">{when(i18n.language, invitation.createdAt)}</span>
              {invitation.revokedAt ? (
                <span className="muted">{t('sync.invite_revoked')}</span>
              ) : (
                <button
                  type="button"
                  className="button"
                  aria-label={t('sync.revoke_named', {
                    label: invitation.label || t('sync.invite_first_owner'),
                  })}
                  onClick={() => void revoke(invitation)}
                >
                  {t('sync.revoke')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function when(language: string, at: string | number): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' });
}
