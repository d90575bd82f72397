/**
 * "Go to" (Ctrl/Cmd+P, issue 24): a dialog that finds pages, folders, atlas records and notes
 * by name as the author types (the search runs in the worker: goToSearch reads no page text),
 * chosen with the arrow keys and Enter or a click. A combobox with a listbox (ARIA 1.2).
 */
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GoToTarget } from '../../../workers/contract/go-to';
import { useAppNavigate } from '../../navigation/app-router';
import { appShortcutOf } from '../../platform/app-shortcuts';
import { serenityModeAtom } from '../../state/interface-state';
import { useStore } from '../../state/jotai';
import { workerApi } from '../../worker-client/client';
import { goToKindKey, goToPath } from './go-to-path';
import './quick-switcher.css';
import { showIfFailed } from '../../worker-client/failures';

const keyOf = (target: GoToTarget) =>
  `${target.kind}-${target.kind === 'atlas' ? target.atlasKind : ''}-${target.id}`;

/** `i` brought into 0 … count − 1, going round (−1 is the last). */
const wrap = (i: number, count: number) => ((i % count) + count) % count;

export function QuickSwitcher() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const store = useStore();
  const ref = useRef<HTMLDialogElement>(null);
  const ids = { title: useId(), list: useId(), option: useId() };
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [found, setFound] = useState<GoToTarget[] | null>(null);
  /** The text the shown matches are for (the list is busy until it is the typed text's). */
  const [foundFor, setFoundFor] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  /**
   * Arrows and Enter pressed while the list still shows an earlier text's matches (a fast
   * typist, a slow laptop): kept and applied to the typed text's matches when they come, so an
   * arrow is not undone and Enter does not open a match of the earlier text.
   */
  const early = useRef({ moves: 0, enter: false });

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (appShortcutOf(event) !== 'go-to') return;
      event.preventDefault(); // the browser's Print
      if (document.querySelector('dialog[open]') && !ref.current?.open) return;
      store.set(serenityModeAtom, false);
      setOpen(true);
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [store]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    let current = true;
    void showIfFailed(workerApi().goToSearch(text)).then((result) => {
      if (!current) return; // a later search is on its way
      const matches = result.success ? result.data : [];
      const { moves, enter } = early.current;
      early.current = { moves: 0, enter: false };
      const start = matches.length ? wrap(moves, matches.length) : 0;
      setFound(matches);
      setFoundFor(text);
      setActive(start);
      if (enter) goWhenFound(matches[start]);
    });
    return () => {
      current = false;
    };
  }, [open, text]);

  const close = () => {
    early.current = { moves: 0, enter: false };
    setOpen(false);
    setText('');
    setFound(null);
    setFoundFor(null);
  };

  const go = (target: GoToTarget | undefined) => {
    if (!target) return;
    close();
    void navigate(goToPath(target));
  };

  /** Enter pressed before the matches came: the search opens the chosen match when they come. */
  const goWhenFound = useEffectEvent((target: GoToTarget | undefined) => go(target));

  const onKeyDown = (event: React.KeyboardEvent) => {
    const count = found?.length ?? 0;
    const waiting = foundFor !== text;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      if (waiting) early.current.moves += step;
      else if (count > 0) setActive((i) => wrap(i + step, count));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (waiting) early.current.enter = true;
      else go(found?.[active]);
    }
  };

  const optionId = (i: number) => `${ids.option}-${i}`;
  return (
    <dialog ref={ref} className="dialog quick-switcher" aria-labelledby={ids.title} onClose={close}>
      <h2 id={ids.title}>{t('go_to.title')}</h2>
      {open && (
        <>
          <input
            autoFocus
            type="text"
            role="combobox"
            aria-expanded={Boolean(found?.length)}
            aria-controls={ids.list}
            aria-autocomplete="list"
            aria-label={t('go_to.search_label')}
            aria-activedescendant={found?.length ? optionId(active) : undefined}
            placeholder={t('go_to.placeholder')}
            value={text}
            dir="auto"
            onChange={(e) => {
              early.current = { moves: 0, enter: false }; // the arrows were for the earlier text
              setText(e.target.value);
            }}
            onKeyDown={onKeyDown}
          />
          <div
            id={ids.list}
            role="listbox"
            aria-label={t('go_to.results')}
            aria-busy={foundFor !== text}
            className="go-to-list"
          >
            {found?.map((target, i) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the combobox's (arrows, Enter).
              <div
                key={keyOf(target)}
                id={optionId(i)}
                role="option"
                tabIndex={-1}
                aria-selected={i === active}
                className="go-to-option"
                onClick={() => go(target)}
                onMouseMove={() => setActive(i)}
              >
                <span className="go-to-name" dir="auto">
                  {target.name}
                </span>
                <span className="go-to-kind">{t(goToKindKey(target))}</span>
              </div>
            ))}
          </div>
          {found && found.length === 0 && (
            <p className="muted" role="status">
              {t('go_to.nothing_found')}
            </p>
          )}
          <p className="muted go-to-hint">{t('go_to.hint')}</p>
        </>
      )}
    </dialog>
  );
}
