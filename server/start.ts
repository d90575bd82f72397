/**
 * Starts the sync server: Hocuspocus with SQLite persistence, invitation-secret authentication,
 * the HTTP API, and the Redis extension when a Redis URL is given. Used by main.ts
 * (`npm run sync-server`), the tests and the load bench.
 */
import { Database } from '@hocuspocus/extension-database';
import { Redis } from '@hocuspocus/extension-redis';
import { type Extension, Server } from '@hocuspocus/server';
import { type ConnectionGrant, grantConnection, Refusal } from './auth/authenticate';
import { DEFAULT_OPTIONS, type SyncServerOptions } from './config';
import { checkIncomingMessage, MalformedMessage, stateLoads } from './guard/update-guard';
import { handleApiRequest } from './http/api';
import { LiveConnections } from './live-connections';
import { consoleLog, type SyncLog } from './log';
import { parseRedisUrl } from './store/redis-url';
import { SyncStore } from './store/sqlite';

export interface RunningSyncServer {
  /** The port listened on (the real one when 0 was asked). */
  port: number;
  /** The WebSocket address for providers, e.g. ws://127.0.0.1:1234 */
  url: string;
  /** The HTTP API's base, e.g. http://127.0.0.1:1234 */
  httpUrl: string;
  /** Stores every open document, closes every connection and the database. */
  stop(): Promise<void>;
}

/** WebSocket close code for a connection that sent a malformed update or a broadcast. */
export const MALFORMED_CLOSE_CODE = 4400;

function authExtension(store: SyncStore, live: LiveConnections, log: SyncLog): Extension {
  return {
    async onAuthenticate({ token, documentName, connectionConfig, request }) {
      try {
        const grant = grantConnection(store, token, documentName);
        connectionConfig.readOnly = grant.readOnly;
        return { grant };
      } catch (error) {
        if (error instanceof Refusal) {
          log.info('refused', {
            document: documentName,
            reason: error.reason,
            from: request.socket.remoteAddress,
          });
        }
        throw error;
      }
    },
    async connected({ connection, context, documentName }) {
      const grant = (context as { grant: ConnectionGrant }).grant;
      live.add(grant.invitationId, connection);
      connection.onClose(() => live.remove(grant.invitationId, connection));
      log.info('connected', {
        document: documentName,
        role: grant.role,
        invitation: grant.invitationId,
        readOnly: grant.readOnly,
      });
    },
    async beforeHandleMessage({ update, connection, documentName }) {
      try {
        checkIncomingMessage(update);
      } catch (error) {
        const reason = error instanceof MalformedMessage ? error.reason : 'malformed-update';
        log.error(reason, { document: documentName, detail: String(error) });
        // Drop the whole socket once Hocuspocus has closed the document connection.
        setTimeout(() => connection.webSocket.close(MALFORMED_CLOSE_CODE, reason), 0);
        throw error;
      }
    },
  };
}

function databaseExtension(store: SyncStore, log: SyncLog): Database {
  return new Database({
    fetch: async ({ documentName }) => store.fetchDocument(documentName),
    store: async ({ documentName, state }) => {
      if (!stateLoads(state)) {
        log.error('store-refused', { document: documentName, detail: 'state does not load back' });
        return;
      }
      try {
        store.storeDocument(documentName, state);
      } catch (error) {
        // Disk full, file removed…: the clients still hold the changes and send them again.
        log.error('store-failed', { document: documentName, error: String(error) });
        throw error;
      }
    },
  });
}

/** Starts a server; resolves once it listens. */
export async function startSyncServer(
  options: Partial<SyncServerOptions> = {},
): Promise<RunningSyncServer> {
  const config: SyncServerOptions = { ...DEFAULT_OPTIONS, ...options };
  const log = consoleLog(!config.log);
  const store = new SyncStore(config.dataDir);
  const live = new LiveConnections();
  const extensions: Extension[] = [];
  if (config.redisUrl) {
    const target = parseRedisUrl(config.redisUrl);
    extensions.push(new Redis({ host: target.host, port: target.port, options: target.options }));
  }
  extensions.push(databaseExtension(store, log), authExtension(store, live, log));
  const api = { store, live, log, adminToken: config.adminToken };
  const server = new Server(
    {
      name: 'story-builder-sync',
      port: config.port,
      address: config.host,
      quiet: true,
      stopOnSignals: false,
      debounce: config.storeDebounceMs,
      maxDebounce: config.storeMaxDebounceMs,
      extensions,
      async onRequest({ request, response }) {
        if (await handleApiRequest(api, request, response)) throw null; // answered: stop the chain
        response.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' });
        response.end('Story Builder sync server. Its HTTP API is under /api (docs/sync.md).\n');
        throw null;
      },
    },
    { maxPayload: config.maxMessageBytes },
  );
  try {
    await server.listen();
  } catch (error) {
    store.close();
    throw error;
  }
  const port = server.address.port;
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  log.info('listening', {
    url: `ws://${host}:${port}`,
    dataDir: config.dataDir,
    redis: Boolean(config.redisUrl),
  });
  // A revocation answered by another instance (Redis set-up, shared database) closes the
  // connections here within a sweep.
  const sweep = setInterval(() => {
    try {
      for (const id of store.revokedAmong(live.invitationIds())) {
        const closed = live.closeInvitation(id);
        log.info('invitation-revoked-elsewhere', { invitation: id, closed });
      }
    } catch (error) {
      log.error('revocation-sweep', { error: String(error) });
    }
  }, config.revocationSweepMs);
  sweep.unref();
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      clearInterval(sweep);
      const timeout = new Promise((resolve) => setTimeout(resolve, 10_000).unref());
      await Promise.race([server.destroy(), timeout]);
      for (const socket of server.webSocketServer.clients) socket.terminate();
      server.httpServer.closeAllConnections();
      store.close();
      log.info('stopped', { port });
    })();
    return stopping;
  };
  return { port, url: `ws://${host}:${port}`, httpUrl: `http://${host}:${port}`, stop };
}
