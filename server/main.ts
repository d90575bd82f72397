/**
 * `npm run sync-server`: reads the settings (server/config.ts), starts the server, and on
 * SIGINT/SIGTERM stores every open document and closes cleanly.
 */
import { readConfig, USAGE } from './config';
import { startSyncServer } from './start';

async function main(): Promise<void> {
  const config = readConfig(process.env, process.argv.slice(2));
  if (config === 'help') {
    console.log(USAGE);
    return;
  }
  const server = await startSyncServer(config);
  const shutdown = (signal: string) => {
    console.log(`${new Date().toISOString()} signal ${signal}: storing open documents and closing`);
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
