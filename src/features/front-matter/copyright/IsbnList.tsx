/**
 * The book's ISBNs: entries to add, edit and remove. Each is checked (ISBN-10 or ISBN-13 check
 * digit); a wrong one is named in an alert tied to its input and is not saved until fixed.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { entryProblem, type IsbnEntry, newEntry, sameList, savedIsbns } from './isbn-entries';

export interface IsbnListProps {
  /** The stored list. */
  saved: readonly string[];
  /** Called with the list to store when the valid entries change. */
  onChange: (isbns: string[]) => void;
  /** Called when an entry is left or removed: the change is saved now. */
  onCommit: () => void;
}

export function IsbnList({ saved, onChange, onCommit }: IsbnListProps) {
  const { t } = useTranslation();
  const id = useId();
  const [entries, setEntries] = useState<IsbnEntry[]>(() => saved.map((v) => newEntry(v, true)));
  const focusId = useRef<number | null>(null);
  const inputs = useRef(new Map<number, HTMLInputElement>());

  // The book changed elsewhere (a new or opened book): start again from the stored list.
  useEffect(() => {
    setEntries((prev) =>
      sameList(savedIsbns(prev), saved) ? prev : saved.map((v) => newEntry(v, true)),
    );
  }, [saved]);

  // Focus a new entry once it is on screen. An effect of an earlier render can run first (React
  // flushes pending effects before the click's render), so the request is kept until the input exists.
  useEffect(() => {
    if (focusId.current === null) return;
    const input = inputs.current.get(focusId.current);
    if (!input) return;
    input.focus();
    focusId.current = null;
  });

  const update = (next: IsbnEntry[]) => {
    setEntries(next);
    const valid = savedIsbns(next);
    if (!sameList(valid, saved)) onChange(valid);
  };
  const add = () => {
    const entry = newEntry();
    focusId.current = entry.id;
    update([...entries, entry]);
  };
  const remove = (entryId: number) => {
    update(entries.filter((e) => e.id !== entryId));
    onCommit();
  };

  return (
    <fieldset className="field-group isbn-list">
      <legend>{t('copyright.isbn_legend')}</legend>
      <p id={`${id}-hint`} className="field-hint">
        {t('copyright.isbn_hint')}
      </p>
      {entries.length === 0 && <p className="muted">{t('copyright.isbn_empty')}</p>}
      <ul className="isbn-list__entries">
        {entries.map((entry, index) => {
          const n = index + 1;
          const problem = entry.touched ? entryProblem(entry) : null;
          const inputId = `${id}-${entry.id}`;
          const errorId = `${inputId}-error`;
          return (
            <li key={entry.id} className="isbn-list__entry">
              <label htmlFor={inputId}>{t('copyright.isbn_label', { n })}</label>
              <div className="isbn-list__row">
                <input
                  id={inputId}
                  ref={(el) => {
                    if (el) inputs.current.set(entry.id, el);
                    else inputs.current.delete(entry.id);
                  }}
                  value={entry.value}
                  autoComplete="off"
                  spellCheck={false}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={problem ? `${errorId} ${id}-hint` : `${id}-hint`}
                  onChange={(e) =>
                    update(
                      entries.map((x) => (x.id === entry.id ? { ...x, value: e.target.value } : x)),
                    )
                  }
                  onBlur={() => {
                    setEntries((prev) =>
                      prev.map((x) => (x.id === entry.id ? { ...x, touched: true } : x)),
                    );
                    onCommit();
                  }}
                />
                <button
                  type="button"
                  className="button"
                  aria-label={t('copyright.isbn_remove_named', { n })}
                  onClick={() => remove(entry.id)}
                >
                  {t('copyright.isbn_remove')}
                </button>
              </div>
              {problem && (
                <p id={errorId} role="alert" className="form-error">
                  {t(`copyright.isbn_error_${problem}`, { n, value: entry.value.trim() })}{' '}
                  {t('copyright.isbn_not_saved')}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      <button type="button" className="button" onClick={add}>
        {t('copyright.isbn_add')}
      </button>
    </fieldset>
  );
}
