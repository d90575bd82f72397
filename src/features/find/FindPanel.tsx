/**
 * Find and replace across the book (issue 28): a panel beside the page (it does not cover the
 * page's text on a wide window, and stays open while results are opened). The search runs in
 * the worker as the author types; the replace preview lists every match with a checkbox, and a
 * replace keeps a Backups file first, so its Undo puts every changed page back.
 */
import { X } from 'lucide-react';
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
import { useAppNavigate } from '../../navigation/app-router';
import { whenContentStored } from '../../session/content-saver';
import { findPanelAtom, openFindAtom } from '../../state/find-request';
import { useAtom, useAtomValue, useSetAtom } from '../../state/jotai';
import { FindOptionsRow } from './FindOptionsRow';
import { FindResults } from './FindResults';
import { FindScopeFields } from './FindScopeFields';
import { FindSearchRow } from './FindSearchRow';
import { FindStatus } from './FindStatus';
import {
  findAnswerAtom,
  findCursorAtom,
  findFoldedAtom,
  matchesInOrder,
  matchKey,
} from './find-atoms';
import { seeded } from './find-seed';
import { openMatch } from './open-match';
import { ReplaceActions } from './ReplaceActions';
import { ReplaceFields } from './ReplaceFields';
import { ReplaceNotice } from './ReplaceNotice';
import { useFindSearch } from './useFindSearch';
import { useReplace } from './useReplace';
import './find.css';

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
      <FindSearchRow
        inputRef={input}
        id={ids.find}
        statusId={ids.status}
        text={text}
        onText={(value) => {
          setText(value);
          setFolded(false);
        }}
        previewing={previewing}
        onPreviewing={(show) => setReplacement(show ? '' : null)}
        hasMatches={places.length > 0}
        onStep={step}
        onClose={close}
      />
      {folded && (
        <button type="button" className="button find-unfold" onClick={() => setFolded(false)}>
          {t('find.show_results')}
        </button>
      )}
      <FindOptionsRow options={options} onToggle={toggle} />
      {previewing && (
        <ReplaceFields
          id={ids.replace}
          replacement={replacement}
          onReplacement={setReplacement}
          preserveCase={preserveCase}
          onPreserveCase={setPreserveCase}
          regex={options.regex}
        />
      )}
      <FindScopeFields scope={scope} onChange={setScope} />
      <FindStatus id={ids.status} search={search} />
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
        <ReplaceActions ticked={ticked} busy={busy} onReplace={(all) => void runReplace(all)} />
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
