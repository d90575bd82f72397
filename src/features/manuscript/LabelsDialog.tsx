/**
 * Renaming the book's colour labels: one field per label (its colour beside it). A name is
 * stored when the field is left or Enter is pressed; an empty name shows the colour's name.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { workerApi } from '../../worker-client/client';
import { showIfFailed } from '../../worker-client/failures';
import type { TreeLabel } from './useTreeLabels';

interface Props {
  labels: readonly TreeLabel[];
  onClose: () => void;
}

export function LabelsDialog({ labels, onClose }: Props) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  const store = (label: TreeLabel, value: string) => {
    if (value.trim() !== label.own) void showIfFailed(workerApi().renameLabel(label.uuid, value));
  };
  const close = () => {
    // Fields still focused are stored by their blur, which closing triggers first.
    (document.activeElement as HTMLElement | null)?.blur();
    ref.current?.close();
    onClose();
  };
  return (
    <dialog
      ref={ref}
      className="dialog labels-dialog"
      aria-labelledby="labels-dialog-title"
      onCancel={(e) => {
        e.preventDefault();
        close();
      }}
    >
      <h2 id="labels-dialog-title">{t('labels.dialog_title')}</h2>
      <p className="muted">{t('labels.dialog_hint')}</p>
      <ul className="labels-dialog__list">
        {labels.map((label) => (
          <li key={label.uuid}>
            <label htmlFor={`label-${label.uuid}`}>
              <span
                className="manuscript-label__dot"
                style={{ background: label.color }}
                aria-hidden="true"
              />
              {label.colour}
            </label>
            <input
              id={`label-${label.uuid}`}
              dir="auto"
              maxLength={40}
              defaultValue={label.own}
              placeholder={label.colour}
              onBlur={(e) => store(label, e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') store(label, e.currentTarget.value);
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
