/** Change events the worker pushes to the UI (through a Comlink proxy callback). */
export type ChangeEvent =
  | { kind: 'table-changed'; table: string; ids: ReadonlyArray<string | number> }
  | { kind: 'database-reset' }
  | { kind: 'metrics-changed'; totalWords: number }
  | { kind: 'database-recovered'; backupFile: string }
  | { kind: 'progress'; task: string; done: number; total: number; message?: string };

export type ChangeListener = (event: ChangeEvent) => void;
