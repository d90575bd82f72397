/**
 * The server's log: one line per event on stdout (errors on stderr), `time event key=value…`.
 * Never a secret or a document's content: ids, roles, reasons and counts only.
 */
export type LogFields = Record<string, string | number | boolean | undefined>;

export interface SyncLog {
  info(event: string, fields?: LogFields): void;
  error(event: string, fields?: LogFields): void;
}

function line(event: string, fields: LogFields = {}): string {
  const parts = Object.entries(fields)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${typeof v === 'string' && /\s/.test(v) ? JSON.stringify(v) : v}`);
  return [new Date().toISOString(), event, ...parts].join(' ');
}

/** A log writing to the console, or one that keeps only errors when `quiet`. */
export function consoleLog(quiet: boolean): SyncLog {
  return {
    info: (event, fields) => {
      if (!quiet) console.log(line(event, fields));
    },
    error: (event, fields) => console.error(line(event, fields)),
  };
}
