/** The book's collaborators: a list of role and name with add and remove, and role details. */
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Collaborator } from '../../../workers/contract/records';
import { COLLABORATOR_ROLES, type CollaboratorRole, roleKey } from './collaborator-roles';

export interface CollaboratorsEditorProps {
  collaborators: readonly Collaborator[];
  onChange: (next: Collaborator[]) => void;
}

export function CollaboratorsEditor({ collaborators, onChange }: CollaboratorsEditorProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const [role, setRole] = useState<CollaboratorRole>(COLLABORATOR_ROLES[0]);
  const [name, setName] = useState('');
  const [error, setError] = useState(false);
  const [details, setDetails] = useState(false);
  const roleTitle = (r: string) => (i18n.exists(roleKey(r, 'title')) ? t(roleKey(r, 'title')) : r);

  const add = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError(true);
      nameRef.current?.focus();
      return;
    }
    onChange([...collaborators, { role, name: trimmed }]);
    setName('');
    setError(false);
  };

  return (
    <section className="collaborators" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('collaborators.heading')}</h2>
      {collaborators.length === 0 ? (
        <p className="muted">{t('collaborators.empty')}</p>
      ) : (
        <ul className="collaborators__list">
          {collaborators.map((c, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id; equal ones may repeat.
            <li key={`${index}:${c.role}:${c.name}`}>
              <span className="collaborators__role">{roleTitle(c.role)}</span>
              <span className="collaborators__name">{c.name}</span>
              <button
                type="button"
                className="button"
                aria-label={t('collaborators.remove_named', {
                  role: roleTitle(c.role),
                  name: c.name,
                })}
                onClick={() => onChange(collaborators.filter((_, i) => i !== index))}
              >
                {t('collaborators.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="collaborators__add" onSubmit={add} noValidate>
        <fieldset className="field-group">
          <legend>{t('collaborators.add_legend')}</legend>
          <div className="collaborators__add-row">
            <div className="field">
              <label htmlFor={`${id}-role`}>{t('collaborators.role')}</label>
              <select
                id={`${id}-role`}
                value={role}
                onChange={(e) => setRole(e.target.value as CollaboratorRole)}
              >
                {COLLABORATOR_ROLES.map((r) => (
                  <option key={r} value={r}>
                    {roleTitle(r)}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor={`${id}-name`}>{t('collaborators.name')}</label>
              <input
                id={`${id}-name`}
                ref={nameRef}
                dir="auto"
                value={name}
                autoComplete="off"
                aria-invalid={error || undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                onChange={(e) => setName(e.target.value)}
              />
            </div>
            <button type="submit" className="button button--primary">
              {t('collaborators.add')}
            </button>
          </div>
          {error && (
            <p id={`${id}-error`} role="alert" className="form-error">
              {t('collaborators.name_required')}
            </p>
          )}
        </fieldset>
      </form>
      <button
        type="button"
        className="button collaborators__toggle"
        aria-expanded={details}
        aria-controls={`${id}-details`}
        onClick={() => setDetails((open) => !open)}
      >
        {t('collaborators.details_toggle')}
      </button>
      <dl id={`${id}-details`} className="collaborators__details" hidden={!details}>
        {COLLABORATOR_ROLES.map((r) => (
          <div key={r}>
            <dt>{roleTitle(r)}</dt>
            <dd>{t(roleKey(r, 'description'))}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
