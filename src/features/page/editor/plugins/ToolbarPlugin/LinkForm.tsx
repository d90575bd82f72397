/** The small form that sets, changes or removes a link's address. */
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toLinkHref } from '../../html/link-href';

/** Props of {@link LinkForm}. */
export interface LinkFormProps {
  id: string;
  /** The address of the link at the caret, or '' for a new link. */
  initialUrl: string;
  onApply: (href: string) => void;
  /** Present when there is a link to remove. */
  onRemove?: (() => void) | undefined;
  onClose: () => void;
}

/** Asks for a link address; only http, https and mailto addresses (or bare domains) are taken. */
export function LinkForm({ id, initialUrl, onApply, onRemove, onClose }: LinkFormProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(initialUrl);
  const [invalid, setInvalid] = useState(false);

  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const href = toLinkHref(value);
    if (href === null) {
      setInvalid(true);
      return;
    }
    onApply(href);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onClose();
  };

  return (
    <form
      id={id}
      className="sb-editor__link-form"
      aria-label={t('editor.link')}
      onSubmit={submit}
      onKeyDown={onKeyDown}
    >
      <label htmlFor={inputId}>{t('editor.link_url')}</label>
      <input
        ref={input}
        id={inputId}
        type="text"
        inputMode="url"
        autoComplete="url"
        spellCheck={false}
        value={value}
        aria-invalid={invalid}
        aria-describedby={invalid ? errorId : undefined}
        onChange={(event) => {
          setValue(event.target.value);
          setInvalid(false);
        }}
      />
      <button type="submit">{t('editor.link_apply')}</button>
      {onRemove && (
        <button type="button" onClick={onRemove}>
          {t('editor.link_remove')}
        </button>
      )}
      <button type="button" onClick={onClose}>
        {t('editor.cancel')}
      </button>
      {invalid && (
        <p id={errorId} role="alert" className="sb-editor__message">
          {t('editor.link_invalid')}
        </p>
      )}
    </form>
  );
}
