/**
 * Find and replace across the book (issue 28): a panel beside the page (it does not cover the
 * page's text on a wide window, and stays open while results are opened). The search runs in
 * the worker as the author types; the replace preview lists every match with a checkbox, and a
 * replace keeps a Backups file first, so its Undo puts every changed page back.
 */
import {
  ArrowDown,
  ArrowUp,
  CaseSensitive,
  ChevronDown,
  ChevronRight,
  Regex,
  WholeWord,
  X,
} from 'lucide-react';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_FIND_OPTIONS,
  DEFAULT_FIND_SCOPE,
  type FindMatch,
  type FindOptions,
  type FindQuery,
  type FindScope,
  type FindTargetResult,
} from '../../../workers/contract/find';
import { IconButton } from '../../components/IconButton';
import { formatNumber } from '../../i18n/format';
import { errorText } from '../../i18n/worker-messages';
import { useAppNavigate } from '../../navigation/app-router';
import { whenContentStored } from '../../session/content-saver';
import { type FindSeed, findPanelAtom, openFindAtom } from '../../state/find-request';
import { useAtom, useAtomValue, useSetAtom } from '../../state/jotai';
import { FindResults } from './FindResults';
import { FindScopeFields } from './FindScopeFields';
import {
  findAnswerAtom,
  findCursorAtom,
  findFoldedAtom,
  matchesInOrder,
  matchKey,
} from './find-atoms';
import { openMatch } from './open-match';
import { useFindSearch } from './useFindSearch';
import { type ReplaceOutcome, useReplace } from './useReplace';
import './find.css';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/** The query, options and replace text a seed asks for. */
function seeded(seed: FindSeed | null): {
  text: string;
  options: FindOptions;
  replacement: string | null;
} {
  if (seed?.names?.length) {
    const names = [...new Set(seed.names.map((n) => n.trim()).filter(Boolean))].sort(
      (a, b) => b.length - a.length,
    );
    return {
      text: names.length === 1 ? (names[0] ?? '') : names.map(escapeRegExp).join('|'),
      options: {
        ...DEFAULT_FIND_OPTIONS,
        wholeWord: true,
        matchCase: true,
        regex: names.length > 1,
      },
      replacement: seed.replacement ?? '',
    };
  }
  return {
    text: seed?.text ?? '',
    options: { ...DEFAULT_FIND_OPTIONS, wholeWord: seed?.wholeWord ?? false },
    replacement: seed?.replacement ?? null,
  };
}

export function FindPanel() {
  const { t, i18n } = useTranslation();
  const navigate = useAppNavigate();
  const panel = useAtomValue(findPanelAtom);
  const openFind = useSetAtom(openFindAtom);
  const setAnswer = useSetAtom(findAnswerAtom);
  const setCursor = useSetAtom(findCursorAtom);
  const cursor = useAtomValue(findCursorAtom);
  const [folded, setFolded] = useAtom(findFoldedAtom);
  const ids = { title: useId(), find: useId(), replace: useId(), status: useId() };
  const input = useRef<HTMLInputElement>(null);

  const [text, setText] = useState('');
  const [options, setOptions] = useState<FindOptions>(DEFAULT_FIND_OPTIONS);
  const [scope, setScope] = useState<FindScope>(DEFAULT_FIND_SCOPE);
  const [replacement, setReplacement] = useState<string | null>(null);
  const [preserveCase, setPreserveCase] = useState(true);
  const [unticked, setUnticked] = useState<ReadonlySet<string>>(new Set());
  const [again, setAgain] = useState(0);

  // Each request (the keys, a button, "Rename in the book…") starts from its seed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new request resets the form.
  useEffect(() => {
    if (!panel.open) return;
    setFolded(false);
    if (panel.seed) {
      const next = seeded(panel.seed);
      setText(next.text);
      setOptions(next.options);
      setReplacement(next.replacement);
      setUnticked(new Set());
    }
    requestAnimationFrame(() => input.current?.select());
  }, [panel.seq]);

  const query: FindQuery | null = useMemo(
    () => (text ? { text, options, scope } : null),
    [text, options, scope],
  );
  const previewing = replacement !== null;
  const search = useFindSearch(query, previewing ? { replacement, preserveCase } : null, again);
  const answer = search.answer;
  // A new search starts with every match ticked (its full answer, after its first results,
  // keeps what was unticked meanwhile).
  const answeredSearch = useRef(-1);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new answer resets the cursor and ticks.
  useEffect(() => {
    setAnswer(answer);
    if (answeredSearch.current === search.search) return;
    answeredSearch.current = search.search;
    setCursor(-1);
    setUnticked((set) => (set.size === 0 ? set : new Set()));
  }, [answer]);

  const { replace, undo, outcome, busy, clearOutcome } = useReplace(() => setAgain((n) => n + 1));
  const found = answer?.status === 'found' ? answer : null;
  /** The first results of a search still running: the count is not known yet. */
  const partial = found?.partial === true;
  const places = useMemo(() => matchesInOrder(answer), [answer]);
  const current = places[cursor];
  const currentKey = current ? matchKey(current.result.key, current.match) : null;

  // Stable callbacks, so the memoised results do not re-render on every keystroke.
  const placesNow = useRef(places);
  placesNow.current = places;
  const open = useCallback(
    (result: FindTargetResult, match: FindMatch) => {
      const index = placesNow.current.findIndex(
        (p) => p.result.key === result.key && p.match.start === match.start,
      );
      setCursor(index);
      void openMatch(navigate, result, match);
    },
    [navigate, setCursor],
  );

  /** Opens the next (1) or previous (-1) match through the book. */
  const step = (by: 1 | -1) => {
    if (places.length === 0) return;
    const at = cursor < 0 ? (by > 0 ? 0 : places.length - 1) : cursor + by;
    const next = places[(at + places.length) % places.length];
    if (next) open(next.result, next.match);
  };

  const tick = useCallback(
    (key: string, ticked: boolean) =>
      setUnticked((set) => {
        const next = new Set(set);
        if (ticked) next.delete(key);
        else next.add(key);
        return next;
      }),
    [],
  );

  const runReplace = async (all: boolean) => {
    if (!query || replacement === null) return;
    const skip: Record<string, number[]> = {};
    const seen: Record<string, number> = {};
    if (!all) {
      for (const key of unticked) {
        const at = key.lastIndexOf('@');
        const target = key.slice(0, at);
        skip[target] = [...(skip[target] ?? []), Number(key.slice(at + 1))];
        const length = found?.results.find((r) => r.key === target)?.textLength;
        if (length !== undefined) seen[target] = length;
      }
    }
    // The open page's last edits are stored before the replace reads it.
    await whenContentStored();
    await replace({ ...query, replacement, preserveCase, ...(all ? {} : { skip, seen }) });
  };

  const toggle = (name: keyof FindOptions) => setOptions((o) => ({ ...o, [name]: !o[name] }));
  const ticked = found ? found.total - unticked.size : 0;
  const close = () => openFind(false);

  return (
    <section
      className={folded ? 'find-panel find-panel--folded' : 'find-panel'}
      aria-labelledby={ids.title}
    >
      <div className="panel-header">
        <h2 id={ids.title}>{t('find.title')}</h2>
        <IconButton label={t('find.close')} icon={X} onClick={close} />
      </div>
      <div className="find-row">
        <IconButton
          className="find-replace-toggle"
          label={previewing ? t('find.hide_replace') : t('find.show_replace')}
          icon={previewing ? ChevronDown : ChevronRight}
          aria-expanded={previewing}
          onClick={() => setReplacement(previewing ? null : '')}
        />
        <input
          ref={input}
          id={ids.find}
          type="search"
          className="find-input"
          aria-label={t('find.find_label')}
          aria-describedby={ids.status}
          placeholder={t('find.find_placeholder')}
          value={text}
          dir="auto"
          spellCheck={false}
          onChange={(e) => {
            setText(e.target.value);
            setFolded(false);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Escape') close();
            if (e.key === 'Enter' && places[0]) {
              e.preventDefault();
              step(e.shiftKey ? -1 : 1);
            }
          }}
        />
        <IconButton
          label={t('find.previous_match')}
          icon={ArrowUp}
          disabled={places.length === 0}
          onClick={() => step(-1)}
        />
        <IconButton
          label={t('find.next_match')}
          icon={ArrowDown}
          disabled={places.length === 0}
          onClick={() => step(1)}
        />
      </div>
      {folded && (
        <button type="button" className="button find-unfold" onClick={() => setFolded(false)}>
          {t('find.show_results')}
        </button>
      )}
      <fieldset className="find-options">
        <legend className="visually-hidden">{t('find.options')}</legend>
        <IconButton
          label={t('find.match_case')}
          icon={CaseSensitive}
          pressed={options.matchCase}
          onClick={() => toggle('matchCase')}
        />
        <IconButton
          label={t('find.whole_word')}
          icon={WholeWord}
          pressed={options.wholeWord}
          onClick={() => toggle('wholeWord')}
        />
        <IconButton
          label={t('find.regex')}
          icon={Regex}
          pressed={options.regex}
          onClick={() => toggle('regex')}
        />
        <button
          type="button"
          className="icon-btn find-accents"
          aria-label={t('find.ignore_accents')}
          data-tooltip={t('find.ignore_accents')}
          aria-pressed={options.ignoreAccents}
          onClick={() => toggle('ignoreAccents')}
        >
          <span aria-hidden="true">é=e</span>
        </button>
      </fieldset>
      {previewing && (
        <div className="find-replace">
          <input
            id={ids.replace}
            type="text"
            className="find-input"
            aria-label={t('find.replace_label')}
            placeholder={t('find.replace_placeholder')}
            value={replacement ?? ''}
            dir="auto"
            spellCheck={false}
            onChange={(e) => setReplacement(e.target.value)}
          />
          <label className="find-check">
            <input
              type="checkbox"
              checked={preserveCase}
              onChange={(e) => setPreserveCase(e.target.checked)}
            />
            {t('find.preserve_case')}
          </label>
          {options.regex && <p className="muted find-hint">{t('find.groups_hint')}</p>}
        </div>
      )}
      <FindScopeFields scope={scope} onChange={setScope} />
      <p id={ids.status} className="find-status" role="status">
        {answer?.status === 'invalid-pattern'
          ? t('find.invalid_pattern', { detail: answer.detail })
          : search.error
            ? errorText(t, search.error)
            : found && !partial
              ? found.total === 0
                ? t('find.nothing_found')
                : t('find.count', {
                    matches: formatNumber(i18n.language, found.total),
                    places: formatNumber(i18n.language, found.targets),
                  })
              : search.searching
                ? t('find.searching')
                : ''}
      </p>
      {found?.cut && !partial && (
        <p className="muted find-hint">
          {t('find.cut', { number: formatNumber(i18n.language, places.length) })}
        </p>
      )}
      {outcome && (
        <ReplaceNotice
          outcome={outcome}
          busy={busy}
          onUndo={() => void undo()}
          onDismiss={clearOutcome}
        />
      )}
      {previewing && found && !partial && found.total > 0 && (
        <div className="find-actions">
          <button
            type="button"
            className="button"
            disabled={busy || ticked <= 0}
            onClick={() => void runReplace(false)}
          >
            {t('find.replace_selected', {
              number: formatNumber(i18n.language, Math.max(0, ticked)),
            })}
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => void runReplace(true)}
          >
            {t('find.replace_all')}
          </button>
        </div>
      )}
      {found && found.total > 0 && (
        <FindResults
          results={found.results}
          previewing={previewing}
          unticked={unticked}
          onTick={tick}
          onOpen={open}
          current={currentKey}
        />
      )}
      <p className="muted find-hint">{t('find.keys_hint')}</p>
    </section>
  );
}

function ReplaceNotice({
  outcome,
  busy,
  onUndo,
  onDismiss,
}: {
  outcome: ReplaceOutcome;
  busy: boolean;
  onUndo: () => void;
  onDismiss: () => void;
}) {
  const { t, i18n } = useTranslation();
  const n = (value: number) => formatNumber(i18n.language, value);
  const message =
    outcome.kind === 'replaced'
      ? t('find.replaced', { matches: n(outcome.replaced), places: n(outcome.targets) })
      : outcome.kind === 'undone'
        ? t('find.undone', { places: n(outcome.restored) })
        : outcome.kind === 'nothing'
          ? t('find.nothing_replaced')
          : outcome.message;
  return (
    <div
      className={outcome.kind === 'failed' ? 'find-notice find-notice--error' : 'find-notice'}
      role="status"
    >
      <p>{message}</p>
      {outcome.kind === 'replaced' && outcome.changedSince > 0 && (
        <p>{t('find.changed_since', { places: n(outcome.changedSince) })}</p>
      )}
      {outcome.kind === 'replaced' && outcome.undo && (
        <button type="button" className="button" disabled={busy} onClick={onUndo}>
          {t('find.undo')}
        </button>
      )}
      <button type="button" className="button" onClick={onDismiss}>
        {t('find.dismiss')}
      </button>
    </div>
  );
}
