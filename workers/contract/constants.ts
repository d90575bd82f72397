/**
 * Business constants of both specification documents (§9). Storage constants: do not change
 * without a migration.
 */
export const DATABASE_NAME = 'storyBuilderV2';
export const SCHEMA_VERSION = 14;
export const EXPORT_VERSION_LABEL = '1.2';
export const APP_VERSION = '2.7.3';
export const DEFAULT_SETUP_VERSION = '1.0.0';

export const NEW_BOOK_TITLE = 'New Book Title';
/** Shown as the author field's placeholder (in the interface language); never stored. */
export const NEW_BOOK_AUTHOR = 'Author name here';
export const ROOT_FOLDER_NAME = 'Main Content';
export const FIRST_PAGE_NAME = 'Page 1';

export const IMPORT_BATCH_SIZE = 1000;
export const READING_WORDS_PER_MINUTE = 200;
export const AUTOSAVE_DEBOUNCE_MS = 2000;
/** Longest an edit waits for auto-save while the author keeps editing without a 2 s pause. */
export const AUTOSAVE_MAX_WAIT_MS = 10_000;
export const AUTOSAVE_DEFAULT_INTERVAL_MIN = 5;
export const PERMISSION_POLL_MS = 30_000;
export const PERMISSION_RECHECK_MS = 1000;
export const NEW_BOOK_FLAG_DELAY_MS = 100;
export const EXPORT_RESET_DELAY_MS = 100;
export const IMAGE_MAX_SIDE = 1280;
export const IMAGE_QUALITY = 0.8;
export const BLOB_URL_CACHE_MINUTES = 60;
export const PROJECT_SUBFOLDERS = ['images', 'videos', 'audio'] as const;
export const EXPORT_INDENT = 2;

export const NOTE_DEFAULTS = {
  title: 'Untitled Note',
  color: 'white',
  background_color: 'white',
} as const;

/** The 12 badge colours a note can carry (one or several); `white` is the default: none. */
export const NOTE_BADGE_COLORS = [
  'red',
  'orange',
  'yellow',
  'lime',
  'green',
  'teal',
  'blue',
  'indigo',
  'violet',
  'purple',
  'pink',
  'gray',
] as const;

/** The 10 backgrounds of a note. */
export const NOTE_BACKGROUNDS = [
  'yellow',
  'blue',
  'pink',
  'green',
  'orange',
  'purple',
  'mint',
  'gray',
  'white',
  'dark',
] as const;

export const DEFAULT_AUTOSAVE = { enabled: true, interval: AUTOSAVE_DEFAULT_INTERVAL_MIN };

export const DEFAULT_APP_SETTINGS = {
  list_or_grid: 'grid' as 'list' | 'grid',
  canvas_width: 980,
  canvas_padding: { top: 24, right: 24, bottom: 24, left: 24 },
  font_size: 22,
  line_height: 1.5,
  font_family: 'Playfair Display',
  selected_theme: 'light' as 'light' | 'dark' | 'gray',
  indent_size: 4,
  tab_spaces: 4,
};

/** The 14 default label colours; alpha 0.4 for red and 0.7 for the others. */
export const DEFAULT_LABEL_COLORS = [
  ['red', '#ef4444'],
  ['orange', '#f97316'],
  ['yellow', '#eab308'],
  ['lime', '#84cc16'],
  ['green', '#22c55e'],
  ['teal', '#14b8a6'],
  ['blue', '#3b82f6'],
  ['indigo', '#6366f1'],
  ['violet', '#8b5cf6'],
  ['purple', '#a855f7'],
  ['fuchsia', '#d946ef'],
  ['pink', '#ec4899'],
  ['gray', '#6b7280'],
  ['dark', '#1f2937'],
] as const;

export const labelAlpha = (name: string): number => (name === 'red' ? 0.4 : 0.7);

export const DEFAULT_BOOK_METRICS = {
  completion_date_target: { date: null as string | null, is_active: false },
  total_words_target: { value: 1000, is_active: false },
  daily_words_target: {
    value: 100,
    is_active: false,
    today: { count: 0, date: null as string | null },
    previous: 0,
  },
  writing_streak_days: 1,
  record_metrics: { daily: [] as unknown[], weekly: [] as unknown[], monthly: [] as unknown[] },
  metrics_widgets: {
    words_count: {
      is_active: false,
      position: 'top' as 'top' | 'bottom',
      daily: false,
      unit: 'words' as 'words' | 'characters' | 'characters_no_spaces',
    },
    pomodoro: {
      is_active: false,
      session_length: 25,
      break: { short: 5, long: 15 },
      notification_sound: { is_active: true, sound: 'bell' },
      notification_ui: { is_active: true, size: 'small' as 'small' | 'medium' | 'large' },
    },
  },
};

/** Single-content sections (one record each) and appendices (several, titled). */
export const SINGLE_SECTIONS = [
  'prologue',
  'introduction',
  'epilogue',
  'preface',
  'acknowledgments',
  'author_bio',
  'glossary',
  'bibliography',
  'book_index',
  'afterword',
] as const;
export type SingleSection = (typeof SINGLE_SECTIONS)[number];

export const BACK_MATTER_TABLES = [
  'acknowledgments',
  'author_bio',
  'glossary',
  'bibliography',
  'book_index',
  'afterword',
] as const;

/**
 * A page of more words than this is offered to be split into pages when it is opened: the
 * editor holds a whole page, and past this size every key waits for it (issue 23, item 6).
 */
export const LONG_PAGE_WORDS = 50_000;
/** About this many words a page when a long page with no headings is split into pages. */
export const SPLIT_PAGE_WORDS = 5_000;
