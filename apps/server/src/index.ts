import { readConfig } from './config';
import { startServer } from './server';

export { startServer, type RunningServer, type StartServerOptions } from './server';
export { readConfig, DEFAULT_PORT } from './config';

/** Entry point (`npm start -w apps/server`): configuration from the environment, SIGTERM voids matches. */
async function main(): Promise<void> {
  const config = readConfig();
  const running = await startServer({
    port: config.port,
    host: config.host,
    timings: config.timings,
    redisUrl: config.redisUrl,
    publicAddress: config.publicAddress,
    corsOrigins: config.corsOrigins,
    handleSignals: true,
  });
  const mode = config.redisUrl !== undefined ? `redis ${config.redisUrl}` : 'in-memory';
  console.log(`GoalGuessr match server on ws://${config.host}:${running.port} (${mode})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
