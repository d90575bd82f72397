/** A promise-based confirmation dialog: `const ok = await confirm({ title, text, ... })`. */
import { useCallback, useEffect, useRef } from 'react';
import { atom, useAtom, useSetAtom } from '../state/jotai';

export interface ConfirmRequest {
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  danger?: boolean;
}

type Pending = ConfirmRequest & { resolve: (ok: boolean) => void };

const pendingConfirmAtom = atom<Pending | null>(null);

export function useConfirm(): (request: ConfirmRequest) => Promise<boolean> {
  const set = useSetAtom(pendingConfirmAtom);
  return useCallback(
    (request) => new Promise<boolean>((resolve) => set({ ...request, resolve })),
    [set],
  );
}

/** Renders the pending confirmation, if any, as a modal dialog. */
export function ConfirmHost() {
  const [pending, setPending] = useAtom(pendingConfirmAtom);
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (pending && dialog && !dialog.open) dialog.showModal();
  }, [pending]);

  if (!pending) return null;
  const answer = (ok: boolean) => {
    ref.current?.close();
    setPending(null);
    pending.resolve(ok);
  };
  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby="confirm-title"
      aria-describedby="confirm-text"
      onCancel={(e) => {
        e.preventDefault();
        answer(false);
      }}
    >
      <h2 id="confirm-title">{pending.title}</h2>
      <p id="confirm-text">{pending.text}</p>
      <div className="button-row">
        <button
          type="button"
          className={`button ${pending.danger ? 'button--danger' : 'button--primary'}`}
          onClick={() => answer(true)}
        >
          {pending.confirmLabel}
        </button>
        <button type="button" className="button" onClick={() => answer(false)}>
          {pending.cancelLabel}
        </button>
      </div>
    </dialog>
  );
}
