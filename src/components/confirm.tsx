/**
 * Promise-based questions as modal dialogs: `await confirm({ title, text, ... })` for yes/no, and
 * `await choose({ title, text, choices, cancelValue })` when the author has several ways forward.
 */
import { useCallback, useEffect, useRef } from 'react';
import { atom, useAtom, useSetAtom } from '../state/jotai';

export interface ConfirmRequest {
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  danger?: boolean;
}

/** One way forward offered by {@link useChoose}. */
export interface Choice<T extends string> {
  value: T;
  label: string;
  style?: 'primary' | 'danger' | 'plain';
}

export interface ChooseRequest<T extends string> {
  title: string;
  text: string;
  choices: Choice<T>[];
  /** Answered when the dialog is dismissed (Escape). */
  cancelValue: T;
}

interface Pending {
  title: string;
  text: string;
  choices: Choice<string>[];
  cancelValue: string;
  resolve: (value: string) => void;
}

const pendingQuestionAtom = atom<Pending | null>(null);

export function useChoose(): <T extends string>(request: ChooseRequest<T>) => Promise<T> {
  const set = useSetAtom(pendingQuestionAtom);
  return useCallback(
    <T extends string>(request: ChooseRequest<T>) =>
      new Promise<T>((resolve) =>
        set({ ...request, resolve: (value) => resolve(value as T) } as Pending),
      ),
    [set],
  );
}

export function useConfirm(): (request: ConfirmRequest) => Promise<boolean> {
  const choose = useChoose();
  return useCallback(
    async (request) =>
      (await choose({
        title: request.title,
        text: request.text,
        choices: [
          {
            value: 'yes',
            label: request.confirmLabel,
            style: request.danger ? 'danger' : 'primary',
          },
          { value: 'no', label: request.cancelLabel },
        ],
        cancelValue: 'no',
      })) === 'yes',
    [choose],
  );
}

/** Renders the pending question, if any, as a modal dialog. */
export function ConfirmHost() {
  const [pending, setPending] = useAtom(pendingQuestionAtom);
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (pending && dialog && !dialog.open) dialog.showModal();
  }, [pending]);

  if (!pending) return null;
  const answer = (value: string) => {
    ref.current?.close();
    setPending(null);
    pending.resolve(value);
  };
  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby="confirm-title"
      aria-describedby="confirm-text"
      onCancel={(e) => {
        e.preventDefault();
        answer(pending.cancelValue);
      }}
    >
      <h2 id="confirm-title">{pending.title}</h2>
      <p id="confirm-text">{pending.text}</p>
      <div className="button-row">
        {pending.choices.map((choice) => (
          <button
            key={choice.value}
            type="button"
            className={`button ${choice.style === 'danger' ? 'button--danger' : choice.style === 'primary' ? 'button--primary' : ''}`}
            onClick={() => answer(choice.value)}
          >
            {choice.label}
          </button>
        ))}
      </div>
    </dialog>
  );
}
