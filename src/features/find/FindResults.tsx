/**
 * The results: by page (or section, note, record) in book order, each match with a few words
 * either side and the match highlighted; in the replace preview each has a checkbox (all ticked
 * at first) and shows its replacement in place. Matches are drawn a few hundred at a time so
 * no render holds the page up.
 */
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FindMatch, FindTargetResult } from '../../../workers/contract/find';
import { formatNumber } from '../../i18n/format';
import { matchKey } from './find-atoms';
import { targetKindKey } from './target-place';

/** Matches drawn at first and added by each "Show more". */
export const MATCHES_DRAWN = 50;

interface Props {
  results: FindTargetResult[];
  previewing: boolean;
  unticked: ReadonlySet<string>;
  onTick: (key: string, ticked: boolean) => void;
  onOpen: (result: FindTargetResult, match: FindMatch) => void;
  /** The match last opened (`matchKey`). */
  current: string | null;
}

/**
 * Memoised: a keystroke re-renders the panel, not the results (until its answer comes). The
 * props are stable between answers (the panel's callbacks are).
 */
export const FindResults = memo(function FindResults({
  results,
  previewing,
  unticked,
  onTick,
  onOpen,
  current,
}: Props) {
  const { t, i18n } = useTranslation();
  const [drawn, setDrawn] = useState(MATCHES_DRAWN);
  // A new answer's results start with the first few drawn again.
  const [drawnFor, setDrawnFor] = useState(results);
  if (drawnFor !== results) {
    setDrawnFor(results);
    setDrawn(MATCHES_DRAWN);
  }
  // Most targets are pages: each kind is translated once a render, not once a target.
  const kinds = new Map<string, string>();
  const kindOf = (result: FindTargetResult) => {
    const key = targetKindKey(result.target);
    let kind = kinds.get(key);
    if (kind === undefined) {
      kind = t(key);
      kinds.set(key, kind);
    }
    return kind;
  };
  let budget = drawn;
  const shown: Array<{ result: FindTargetResult; matches: FindMatch[] }> = [];
  for (const result of results) {
    if (budget <= 0) break;
    const matches = result.matches.slice(0, budget);
    budget -= matches.length;
    shown.push({ result, matches });
  }
  const listed = results.reduce((n, r) => n + r.matches.length, 0);

  return (
    <div className="find-results">
      {shown.map(({ result, matches }) => {
        const kind = kindOf(result);
        const title = result.title || kind;
        return (
          <section key={result.key} className="find-target" aria-label={title}>
            <h3 className="find-target-title">
              <span dir="auto">{title}</span>
              {result.title && <span className="find-target-kind">{kind}</span>}
              <span className="find-target-count">{formatNumber(i18n.language, result.count)}</span>
            </h3>
            <ul>
              {matches.map((match) => {
                const key = matchKey(result.key, match);
                const ticked = !unticked.has(key);
                return (
                  <li
                    key={key}
                    className={key === current ? 'find-match find-match--current' : 'find-match'}
                  >
                    {previewing && (
                      <input
                        type="checkbox"
                        checked={ticked}
                        aria-label={t('find.replace_this', {
                          text: `${match.before}${match.text}${match.after}`,
                        })}
                        onChange={(e) => onTick(key, e.target.checked)}
                      />
                    )}
                    <button
                      type="button"
                      className="find-match-open"
                      dir="auto"
                      onClick={() => onOpen(result, match)}
                    >
                      <span className="find-context">{match.before}</span>
                      {previewing && match.replacement !== undefined && ticked ? (
                        <>
                          <del>{match.text}</del>
                          <ins>{match.replacement}</ins>
                        </>
                      ) : (
                        <mark>{match.text}</mark>
                      )}
                      <span className="find-context">{match.after}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
      {listed > drawn && (
        <button
          type="button"
          className="button find-more"
          onClick={() => setDrawn((n) => n + MATCHES_DRAWN)}
        >
          {t('find.show_more', {
            number: formatNumber(i18n.language, Math.min(MATCHES_DRAWN, listed - drawn)),
          })}
        </button>
      )}
    </div>
  );
});
