import { describe, expect, it } from 'vitest';
import type { AtlasRecord } from '../../../workers/contract/atlas';
import { filterRecords, involvedOf, NO_FILTER, tagsOf, timelineOrder } from './atlas-filter';

let nextId = 1;
const NO_PICTURE = { image: null, image_url: '', image_source: 'uploaded' as const };
const location = (name: string, tags: string[], category = 'uncategorized', deleted = false) =>
  ({
    id: nextId++,
    uuid: `u${nextId}`,
    kind: 'locations',
    position_in_list: nextId,
    mark_for_delete: deleted ? 1 : 0,
    tags,
    fields: { name, type: { category, subcategory: '' } },
    ...NO_PICTURE,
  }) as AtlasRecord;

const event = (name: string, date: string, sort_key = '') =>
  ({
    id: nextId++,
    uuid: `e${nextId}`,
    kind: 'timelines',
    position_in_list: nextId,
    mark_for_delete: 0,
    tags: [],
    fields: { event: name, date, sort_key },
    ...NO_PICTURE,
  }) as AtlasRecord;

const harbour = location('Salt Harbour', ['coast', 'Trade'], 'settlements');
const peak = location('Grey Peak', ['north'], 'natural_formations');
const gone = location('Old Mill', ['coast'], 'structures_buildings', true);
const all = [harbour, peak, gone];

describe('atlas filter', () => {
  it('finds by name or tag, without case, and never shows deleted records', () => {
    expect(filterRecords(all, { ...NO_FILTER, text: 'harb' })).toEqual([harbour]);
    expect(filterRecords(all, { ...NO_FILTER, text: 'NORTH' })).toEqual([peak]);
    expect(filterRecords(all, { ...NO_FILTER, text: 'mill' })).toEqual([]);
  });

  it('filters by tag and by location category', () => {
    expect(filterRecords(all, { ...NO_FILTER, tag: 'trade' })).toEqual([harbour]);
    expect(filterRecords(all, { ...NO_FILTER, category: 'natural_formations' })).toEqual([peak]);
    expect(filterRecords(all, NO_FILTER)).toEqual([harbour, peak]);
  });

  it('lists the tags in use, once each', () => {
    expect(tagsOf(all, 'en')).toEqual(['coast', 'north', 'Trade']);
  });
});

describe('timeline filters', () => {
  it('filters events by an entry of their Involved list, and lists those entries once', () => {
    const a = {
      ...event('The war', '1190'),
      fields: { event: 'The war', involved_entities: ['Mara Vell', 'Salt Harbour'] },
    } as AtlasRecord;
    const b = {
      ...event('The flood', '1204'),
      fields: { event: 'The flood', involved_entities: ['salt harbour'] },
    } as AtlasRecord;
    expect(filterRecords([a, b], { ...NO_FILTER, involved: 'Mara Vell' })).toEqual([a]);
    expect(filterRecords([a, b], { ...NO_FILTER, involved: 'Salt Harbour' })).toEqual([a, b]);
    expect(involvedOf([a, b], 'en')).toEqual(['Mara Vell', 'salt harbour']);
  });
});

describe('timelineOrder', () => {
  it('orders by sort key, then by a date that reads as one, then by position', () => {
    const founding = event('Founding', 'the Age of Salt', '-300');
    const war = event('The war', '1204');
    const flood = event('The flood', '1204-03-02');
    const undated = event('A rumour', 'long ago');
    const coronation = event('Coronation', 'Year 12 of the Sun', '12');
    expect(
      timelineOrder([undated, flood, war, coronation, founding]).map((e) => e.fields.event),
    ).toEqual(['Founding', 'Coronation', 'The war', 'The flood', 'A rumour']);
  });
});
