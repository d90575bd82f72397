/**
 * The sync server's settings, read from environment variables and command-line flags (a flag
 * wins over its variable). Documented in docs/sync.md; `npm run sync-server -- --help` prints them.
 */
import { resolve } from 'node:path';

/** Everything startSyncServer needs; every field has a default except the optional ones. */
export interface SyncServerOptions {
  /** TCP port; 0 picks a free one (tests). */
  port: number;
  /** Address to listen on. */
  host: string;
  /** Folder of the SQLite file (sync.sqlite), created when missing. */
  dataDir: string;
  /** When set, the Redis extension joins every instance using this Redis into one. */
  redisUrl?: string | undefined;
  /** When set, `POST /api/books` needs `Authorization: Bearer <adminToken>`. */
  adminToken?: string | undefined;
  /** Milliseconds of quiet before a changed document is written (Hocuspocus debounce). */
  storeDebounceMs: number;
  /** A document being changed without pause is still written at least this often. */
  storeMaxDebounceMs: number;
  /** Largest WebSocket message accepted, in bytes (bigger ones close the connection). */
  maxMessageBytes: number;
  /** How often open connections are checked for an invitation revoked on another instance. */
  revocationSweepMs: number;
  /** Print the log lines (docs/sync.md, "What is logged") to stdout. */
  log: boolean;
}

export const DEFAULT_OPTIONS: SyncServerOptions = {
  port: 1234,
  host: '0.0.0.0',
  dataDir: './sync-data',
  storeDebounceMs: 1000,
  storeMaxDebounceMs: 5000,
  maxMessageBytes: 32 * 1024 * 1024,
  revocationSweepMs: 2000,
  log: true,
};

export const USAGE = `npm run sync-server [-- options]

  --port N          PORT            port to listen on (default 1234)
  --host ADDR       HOST            address to listen on (default 0.0.0.0)
  --data-dir DIR    DATA_DIR        folder of the SQLite file (default ./sync-data)
  --redis-url URL   REDIS_URL       redis://[user:pass@]host:port[/db]: run several instances as one
  --admin-token T   SYNC_ADMIN_TOKEN  when set, creating a book needs "Authorization: Bearer T"
  --quiet           SYNC_QUIET=1    print nothing but errors
  --help            this text`;

function intOf(name: string, text: string): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0 || n > 65535)
    throw new Error(`${name} must be a port number: ${text}`);
  return n;
}

/**
 * Reads the options from `env` and `argv` (the arguments after the script name).
 * Throws an Error with a plain message on an unknown flag or a bad value.
 */
export function readConfig(
  env: Record<string, string | undefined>,
  argv: readonly string[],
): SyncServerOptions | 'help' {
  const options: SyncServerOptions = { ...DEFAULT_OPTIONS };
  if (env.PORT) options.port = intOf('PORT', env.PORT);
  if (env.HOST) options.host = env.HOST;
  if (env.DATA_DIR) options.dataDir = env.DATA_DIR;
  if (env.REDIS_URL) options.redisUrl = env.REDIS_URL;
  if (env.SYNC_ADMIN_TOKEN) options.adminToken = env.SYNC_ADMIN_TOKEN;
  if (env.SYNC_QUIET === '1') options.log = false;
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = (): string => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${flag} needs a value`);
      return v;
    };
    switch (flag) {
      case '--help':
      case '-h':
        return 'help';
      case '--port':
        options.port = intOf('--port', value());
        break;
      case '--host':
        options.host = value();
        break;
      case '--data-dir':
        options.dataDir = value();
        break;
      case '--redis-url':
        options.redisUrl = value();
        break;
      case '--admin-token':
        options.adminToken = value();
        break;
      case '--quiet':
        options.log = false;
        break;
      default:
        throw new Error(`Unknown option ${flag} (try --help)`);
    }
  }
  options.dataDir = resolve(options.dataDir);
  return options;
}
