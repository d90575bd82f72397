/** The problems an import found, each naming its file; those whose file stays out marked so. */
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportProblem } from '../../../workers/contract/manuscript-import';
import { isolateFor } from '../../i18n/format';
import { problemText } from './problem-text';

/** Problems listed at most (the rest counted). */
const SHOWN = 200;

/** Memoised: the dialog re-renders on every progress step while the problems stay as they are. */
export const ImportProblems = memo(function ImportProblems({
  problems,
}: {
  problems: ImportProblem[];
}) {
  const { t, i18n } = useTranslation();
  const iso = isolateFor(i18n.dir());
  const headingId = useId();
  if (problems.length === 0) return <p className="muted">{t('manuscript_import.no_problems')}</p>;
  return (
    <section className="manuscript-import__problems" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('manuscript_import.problems_title', { count: problems.length })}</h3>
      <ul>
        {problems.slice(0, SHOWN).map((problem, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a static list
          <li key={index} className={problem.fatal ? 'manuscript-import__fatal' : undefined}>
            {problem.fatal && <strong>{t('manuscript_import.left_out')} </strong>}
            {problemText(t, problem, iso)}
          </li>
        ))}
      </ul>
      {problems.length > SHOWN && (
        <p className="muted">
          {t('manuscript_import.more_problems', { rows: problems.length - SHOWN })}
        </p>
      )}
    </section>
  );
});
