/**
 * The design system's tag input (docs/design.md): a list of short texts (tags, traits,
 * inhabitants…) added by typing and Enter or the Add button, each removable. A text that is
 * already in the list (compared without case) is not added again, and the author is told so.
 */
import { Plus, X } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';

interface Props {
  label: string;
  values: readonly string[];
  onChange: (values: string[]) => void;
  /** Visible texts (translated by the caller). */
  texts: { add: string; remove: (value: string) => string; duplicate: (value: string) => string };
}

export function TagInput({ label, values, onChange, texts }: Props) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const [message, setMessage] = useState('');

  const add = () => {
    const value = draft.trim();
    if (!value) return;
    if (values.some((v) => v.toLocaleLowerCase() === value.toLocaleLowerCase())) {
      setMessage(texts.duplicate(value));
      return;
    }
    setMessage('');
    setDraft('');
    onChange([...values, value]);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };

  return (
    <div className="field tag-input">
      <label htmlFor={id}>{label}</label>
      {values.length > 0 && (
        <ul className="tag-list" aria-label={label}>
          {values.map((value) => (
            <li key={value} className="tag">
              <span dir="auto">{value}</span>
              <button
                type="button"
                className="tag__remove"
                aria-label={texts.remove(value)}
                data-tooltip={texts.remove(value)}
                onClick={() => onChange(values.filter((v) => v !== value))}
              >
                <X aria-hidden="true" size={14} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="tag-input__row">
        <input
          id={id}
          value={draft}
          dir="auto"
          autoComplete="off"
          aria-describedby={message ? `${id}-message` : undefined}
          onChange={(e) => {
            setDraft(e.target.value);
            setMessage('');
          }}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className="button"
          onClick={add}
          aria-label={`${texts.add}: ${label}`}
        >
          <Plus aria-hidden="true" size={16} /> {texts.add}
        </button>
      </div>
      <p id={`${id}-message`} className="muted tag-input__message" role="status">
        {message}
      </p>
    </div>
  );
}
