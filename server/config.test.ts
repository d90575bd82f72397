import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, readConfig } from './config';
import { parseRedisUrl } from './store/redis-url';

describe('the server settings', () => {
  it('default to port 1234 and ./sync-data', () => {
    expect(readConfig({}, [])).toEqual({ ...DEFAULT_OPTIONS, dataDir: resolve('./sync-data') });
  });

  it('come from the environment, and a flag wins', () => {
    const env = {
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/tmp/x',
      REDIS_URL: 'redis://r:6379',
      SYNC_ADMIN_TOKEN: 't',
    };
    expect(readConfig(env, [])).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/tmp/x',
      redisUrl: 'redis://r:6379',
      adminToken: 't',
    });
    expect(readConfig(env, ['--port', '9000', '--data-dir', '/tmp/y', '--quiet'])).toMatchObject({
      port: 9000,
      dataDir: '/tmp/y',
      log: false,
    });
    expect(readConfig({}, ['--help'])).toBe('help');
  });

  it('refuse a bad port, an unknown flag and a flag without its value', () => {
    expect(() => readConfig({ PORT: 'abc' }, [])).toThrow('PORT must be a port number: abc');
    expect(() => readConfig({}, ['--port', '70000'])).toThrow('--port must be a port number');
    expect(() => readConfig({}, ['--verbose'])).toThrow('Unknown option --verbose');
    expect(() => readConfig({}, ['--data-dir'])).toThrow('--data-dir needs a value');
  });
});

describe('REDIS_URL', () => {
  it('gives host, port, credentials, database and TLS', () => {
    expect(parseRedisUrl('redis://127.0.0.1:6390')).toEqual({
      host: '127.0.0.1',
      port: 6390,
      options: {},
    });
    expect(parseRedisUrl('rediss://u:p%40ss@cache.example.org/2')).toEqual({
      host: 'cache.example.org',
      port: 6379,
      options: { username: 'u', password: 'p@ss', db: 2, tls: {} },
    });
  });

  it('refuses what is not a Redis URL', () => {
    expect(() => parseRedisUrl('localhost:6379')).toThrow('REDIS_URL must start with redis://');
    expect(() => parseRedisUrl('not a url')).toThrow('REDIS_URL is not a URL');
    expect(() => parseRedisUrl('redis://h/x')).toThrow("REDIS_URL's database must be a number");
  });
});
