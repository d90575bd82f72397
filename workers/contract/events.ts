/** Change events the worker pushes to the UI (through a Comlink proxy callback). */
import type { TableName } from './tables';

export type ChangeEvent =
  | { kind: 'table-changed'; table: TableName; ids: ReadonlyArray<string | number> }
  | { kind: 'database-reset' }
  | { kind: 'metrics-changed'; totalWords: number }
  | { kind: 'database-recovered'; backupFile: string }
  | { kind: 'progress'; task: string; done: number; total: number; message?: string };

export type ChangeListener = (event: ChangeEvent) => void;
