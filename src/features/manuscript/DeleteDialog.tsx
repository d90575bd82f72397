/** The delete confirmation (docs/spec/product-and-screens.md §4): "confirm delete?", answered "Yes, delete!" or Cancel. */
import { memo, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface DeleteDialogProps {
  /** The name of the item to delete; null keeps the dialog closed. */
  name: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Memoised: the tree re-renders on every selection change, the dialog need not. */
export const DeleteDialog = memo(function DeleteDialog({
  name,
  onConfirm,
  onCancel,
}: DeleteDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (name !== null && !dialog.open) {
      dialog.showModal();
      cancelRef.current?.focus();
    }
    if (name === null && dialog.open) dialog.close();
  }, [name]);

  return (
    <dialog
      ref={ref}
      className="dialog manuscript-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onCancel={(e) => {
        e.preventDefault();
        onCancel();
      }}
    >
      <h2 id={`${id}-title`}>{t('manuscript.confirm_delete')}</h2>
      <p id={`${id}-text`}>{t('manuscript.confirm_delete_text', { name: name ?? '' })}</p>
      <div className="manuscript-dialog-buttons">
        <button type="button" className="button button--danger" onClick={onConfirm}>
          {t('manuscript.confirm_delete_yes')}
        </button>
        <button ref={cancelRef} type="button" className="button" onClick={onCancel}>
          {t('manuscript.cancel')}
        </button>
      </div>
    </dialog>
  );
});
