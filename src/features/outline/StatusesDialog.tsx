/**
 * Renaming the five statuses: one field per status, its default name as the placeholder. A name
 * is stored when the field is left or Enter is pressed; an empty one brings the default back.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { workerApi } from '../../worker-client/client';
import { showIfFailed } from '../../worker-client/failures';
import type { ShownStatus } from './useStatuses';

interface Props {
  statuses: readonly ShownStatus[];
  onClose: () => void;
}

export function StatusesDialog({ statuses, onClose }: Props) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  const store = (status: ShownStatus, value: string) => {
    if (value.trim() !== status.own) void showIfFailed(workerApi().renameStatus(status.key, value));
  };
  const close = () => {
    // A field still focused is stored by its blur, which this triggers first.
    (document.activeElement as HTMLElement | null)?.blur();
    ref.current?.close();
    onClose();
  };
  return (
    <dialog
      ref={ref}
      className="dialog labels-dialog"
      aria-labelledby="statuses-dialog-title"
      onCancel={(e) => {
        e.preventDefault();
        close();
      }}
    >
      <h2 id="statuses-dialog-title">{t('outline.statuses_title')}</h2>
      <p className="muted">{t('outline.statuses_hint')}</p>
      <ul className="labels-dialog__list">
        {statuses.map((status) => (
          <li key={status.key}>
            <label htmlFor={`status-${status.key}`}>{status.standard}</label>
            <input
              id={`status-${status.key}`}
              dir="auto"
              maxLength={40}
              defaultValue={status.own}
              placeholder={status.standard}
              onBlur={(e) => store(status, e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') store(status, e.currentTarget.value);
              }}
            />
          </li>
        ))}
      </ul>
      <div className="button-row">
        <button type="button" className="button button--primary" onClick={close}>
          {t('labels.done')}
        </button>
      </div>
    </dialog>
  );
}
