/**
 * The goal settings: the completion date, the total words target and the daily words target,
 * each with its own Active switch. Changes are saved as they are made (the worker keeps what
 * only it writes: today's count, the streak, the history).
 */
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookMetrics } from '../../../workers/contract/records';
import { updateMetricsAtom } from '../../session/book-metrics';
import { useSetAtom } from '../../state/jotai';

/** A whole number of words from 1; what is typed stays while it is being typed. */
function WordsInput({
  label,
  value,
  onCommit,
}: {
  label: string;
  value: number;
  onCommit: (value: number) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        value={draft}
        onChange={(e) => {
          setDraft(e.target.value);
          const n = Number.parseInt(e.target.value, 10);
          if (Number.isFinite(n) && n > 0 && n !== value) onCommit(n);
        }}
        onBlur={() => setDraft(String(value))}
      />
    </div>
  );
}

function ActiveSwitch({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <label className="radio">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span>{t('targets.target_active')}</span>
    </label>
  );
}

export function GoalSettings({ metrics }: { metrics: BookMetrics }) {
  const { t } = useTranslation();
  const update = useSetAtom(updateMetricsAtom);
  const dateId = useId();
  const dateHintId = useId();
  const completion = metrics.completion_date_target;
  const setCompletion = (change: Partial<BookMetrics['completion_date_target']>) =>
    void update((m) => ({
      ...m,
      completion_date_target: { ...m.completion_date_target, ...change },
    }));

  return (
    <div className="goal-settings">
      <fieldset className="field-group">
        <legend>{t('goals.completion_target')}</legend>
        <div className="field">
          <label htmlFor={dateId}>{t('goals.completion_date')}</label>
          <input
            id={dateId}
            type="date"
            value={completion.date ?? ''}
            aria-describedby={dateHintId}
            onChange={(e) => {
              const date = e.target.value || null;
              setCompletion(date && !completion.date ? { date, is_active: true } : { date });
            }}
          />
          <small id={dateHintId} className="muted">
            {t('goals.completion_hint')}
          </small>
        </div>
        <ActiveSwitch
          checked={completion.is_active}
          onChange={(on) => setCompletion({ is_active: on })}
        />
      </fieldset>
      <fieldset className="field-group">
        <legend>{t('targets.total_target')}</legend>
        <WordsInput
          label={t('goals.words')}
          value={metrics.total_words_target.value}
          onCommit={(value) =>
            void update((m) => ({ ...m, total_words_target: { ...m.total_words_target, value } }))
          }
        />
        <ActiveSwitch
          checked={metrics.total_words_target.is_active}
          onChange={(is_active) =>
            void update((m) => ({
              ...m,
              total_words_target: { ...m.total_words_target, is_active },
            }))
          }
        />
      </fieldset>
      <fieldset className="field-group">
        <legend>{t('targets.daily_target')}</legend>
        <WordsInput
          label={t('goals.words_a_day')}
          value={metrics.daily_words_target.value}
          onCommit={(value) =>
            void update((m) => ({ ...m, daily_words_target: { ...m.daily_words_target, value } }))
          }
        />
        <ActiveSwitch
          checked={metrics.daily_words_target.is_active}
          onChange={(is_active) =>
            void update((m) => ({
              ...m,
              daily_words_target: { ...m.daily_words_target, is_active },
            }))
          }
        />
      </fieldset>
    </div>
  );
}
