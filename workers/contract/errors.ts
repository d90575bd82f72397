/**
 * The error catalogue of docs/spec/data-layer-and-files.md §8, as codes and exact English messages.
 * The worker throws `AppError`s with these; the facade turns them into Results; the UI shows
 * the message through the locale key `errors.<code>` with the same parameters.
 */
export type ErrorCode =
  | 'unknown'
  | 'not_initialized'
  | 'chapter_not_found'
  | 'chapter_not_active'
  | 'export_not_accessible'
  | 'migration_failed'
  | 'migration_failed_at'
  | 'missing_app_setup'
  | 'migrated_validation_failed'
  | 'init_failed'
  | 'no_update_data'
  | 'table_not_found'
  | 'record_not_found'
  | 'reset_failed'
  | 'add_document_id_failed'
  | 'add_app_version_failed'
  | 'add_frontmatter_failed'
  | 'export_failed'
  | 'clearing_failed'
  | 'table_import_failed'
  | 'opfs_unavailable'
  | 'documents_dir_failed'
  | 'newer_database'
  | 'database_recovered'
  | 'invalid_argument'
  | 'no_import_file'
  | 'not_json_file'
  | 'invalid_import_file'
  | 'file_read_failed'
  | 'json_parse_failed'
  | 'json_not_object'
  | 'ebook_export_rejected'
  | 'unrecognized_format'
  | 'invalid_import_data'
  | 'no_data_tables'
  | 'import_failed'
  | 'import_start_failed'
  | 'database_name_mismatch'
  | 'backups_dir_failed'
  | 'opfs_write_failed'
  | 'opfs_file_not_found'
  | 'import_too_deep'
  | 'collab_update_refused'
  | 'merge_other_book';

type Params = Record<string, string | number>;

/** English message templates; `{name}` placeholders are filled from params. */
export const ERROR_MESSAGES: Record<ErrorCode, string> = {
  unknown: 'Unknown database error',
  not_initialized: 'Database not initialized',
  chapter_not_found: 'Chapter with ID {id} not found',
  chapter_not_active: 'Chapter not found in active chapters',
  export_not_accessible: 'Database is not accessible for export',
  migration_failed: 'Database migration failed: {reason}',
  migration_failed_at: 'Migration failed at version {version}',
  missing_app_setup: 'Missing or invalid app_setup table',
  migrated_validation_failed: 'Migrated data validation failed',
  init_failed: 'Failed to initialize database after multiple attempts',
  no_update_data: 'No data provided for update',
  table_not_found: 'Table {table} does not exist',
  record_not_found: 'Record {id} not found in {table}',
  reset_failed: 'Database reset failed: {reason}',
  add_document_id_failed: 'Failed to add Document ID',
  add_app_version_failed: 'Failed to add App Version',
  add_frontmatter_failed: 'Failed to add Frontmatter',
  export_failed: 'Database export failed: {reason}',
  clearing_failed: 'Database clearing failed',
  table_import_failed: 'Table import failed for {table}: {reason}',
  opfs_unavailable: 'OPFS not available',
  documents_dir_failed: 'Failed to create documents directory',
  newer_database:
    'This book was saved by a newer version of Story Builder ({found}, this app knows {known}). Nothing was changed. Please update the app to open it.',
  database_recovered:
    'The browser database could not be opened and was rebuilt. A copy of everything that could be read was kept in private storage as {file}.',
  invalid_argument: 'Invalid argument: {reason}',
  no_import_file: 'No file provided',
  not_json_file: 'File must be a JSON file',
  invalid_import_file: 'Invalid file provided for import',
  file_read_failed: 'Failed to read file',
  json_parse_failed: 'Failed to parse JSON: {reason}',
  json_not_object: 'Invalid JSON format: Expected an object.',
  ebook_export_rejected:
    'Invalid import file: This is a v2 ebook export format, not a database backup. Please use a database backup file created from the "Save Book" option in the File menu.',
  unrecognized_format:
    'Invalid export format: Unrecognized JSON structure. Expected either the new format (metadata and data) or the legacy format (arrays of documents, chapters, characters, locations or frontmatter).',
  invalid_import_data: 'Invalid import data format',
  no_data_tables: 'No data tables found in import file',
  import_failed: 'Import failed: {reason}',
  import_start_failed: 'Failed to start import: {reason}',
  database_name_mismatch:
    'The file comes from the database "{found}", not "{expected}"; it is imported anyway.',
  backups_dir_failed: 'Failed to create backups directory',
  opfs_write_failed: 'Failed to write {name} to private storage: {reason}',
  opfs_file_not_found: 'File {name} not found in private storage',
  import_too_deep:
    'The file is nested too deeply: {path} goes more than {limit} levels down. It may be damaged, so it was not opened.',
  collab_update_refused: 'A change to the book could not be read, so it was refused.',
  merge_other_book: 'This file holds another book, so it cannot be merged into this one.',
};

export function formatMessage(template: string, params?: Params): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in params ? String(params[key]) : whole,
  );
}

/** A typed error thrown by domain code and turned into a Result once, at the facade. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly params: Params | undefined;

  constructor(code: ErrorCode, params?: Params, name = 'DatabaseError') {
    super(formatMessage(ERROR_MESSAGES[code], params));
    this.code = code;
    this.params = params;
    this.name = name;
  }
}
