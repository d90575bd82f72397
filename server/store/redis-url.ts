/**
 * Turns REDIS_URL (`redis://[user:password@]host[:port][/db]`, or `rediss://` for TLS) into the
 * Redis extension's host, port and client options.
 */
export interface RedisTarget {
  host: string;
  port: number;
  options: { username?: string; password?: string; db?: number; tls?: object };
}

export function parseRedisUrl(text: string): RedisTarget {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`REDIS_URL is not a URL: ${text}`);
  }
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:') {
    throw new Error(`REDIS_URL must start with redis:// or rediss://, not ${url.protocol}//`);
  }
  const options: RedisTarget['options'] = {};
  if (url.username) options.username = decodeURIComponent(url.username);
  if (url.password) options.password = decodeURIComponent(url.password);
  const db = url.pathname.replace(/^\//, '');
  if (db) {
    const n = Number(db);
    if (!Number.isInteger(n) || n < 0)
      throw new Error(`REDIS_URL's database must be a number: ${db}`);
    options.db = n;
  }
  if (url.protocol === 'rediss:') options.tls = {};
  return { host: url.hostname || '127.0.0.1', port: url.port ? Number(url.port) : 6379, options };
}
