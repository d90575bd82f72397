import { describe, expect, it } from 'vitest';
import { DEFAULT_BOOK_METRICS } from '../../../workers/contract/constants';
import type { BookMetrics } from '../../../workers/contract/records';
import { widgetReading } from './words-widget-reading';

const totals = { words: 378, characters: 2100, charactersNoSpaces: 1750, today: 120 };

function metrics(widget: Partial<BookMetrics['metrics_widgets']['words_count']>): BookMetrics {
  const m = structuredClone(DEFAULT_BOOK_METRICS) as BookMetrics;
  m.total_words_target = { value: 1000, is_active: true };
  m.daily_words_target = { ...m.daily_words_target, value: 500, is_active: true };
  Object.assign(m.metrics_widgets.words_count, widget);
  return m;
}

describe('widgetReading', () => {
  it('reads the book total in the chosen unit', () => {
    expect(widgetReading(metrics({ daily: false, unit: 'words' }), totals)).toEqual({
      labelKey: 'words_widget.total_words',
      value: 378,
      target: 1000,
    });
    expect(widgetReading(metrics({ daily: false, unit: 'characters' }), totals).value).toBe(2100);
    expect(
      widgetReading(metrics({ daily: false, unit: 'characters_no_spaces' }), totals).value,
    ).toBe(1750);
  });

  it('never sets characters against the words target', () => {
    expect(widgetReading(metrics({ daily: false, unit: 'characters' }), totals)).toEqual({
      labelKey: 'words_widget.total_characters',
      value: 2100,
      target: null,
    });
  });

  it("reads today's words against the daily words target, whatever the total's unit", () => {
    for (const unit of ['words', 'characters', 'characters_no_spaces'] as const) {
      expect(widgetReading(metrics({ daily: true, unit }), totals)).toEqual({
        labelKey: 'words_widget.today',
        value: 120,
        target: 500,
      });
    }
  });
});
