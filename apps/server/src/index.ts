import { readConfig } from './config';
import { configuredSecrets, createLogger, routeConsoleTo } from './production/logger';
import { startServer } from './server';

export { startServer, type RunningServer, type StartServerOptions } from './server';
export { readConfig, DEFAULT_PORT } from './config';

/**
 * Entry point (`npm start -w apps/server`, and the built `dist/server/index.mjs` that `npm run start:prod`
 * runs): configuration from the environment (a bad value prints what is wrong and exits 1); SIGTERM drains
 * (no new players, running matches finish up to DRAIN_TIMEOUT_MS, then the rest is void and the process
 * exits), SIGINT voids them at once.
 */
async function main(): Promise<void> {
  let config;
  try {
    config = readConfig();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  // every line of the process goes through one redacting logger: ours, Colyseus', and what libraries print
  const logger = createLogger({
    format: config.logFormat,
    level: config.logLevel,
    secrets: configuredSecrets(process.env),
  });
  routeConsoleTo(logger);
  const running = await startServer({
    port: config.port,
    host: config.host,
    timings: config.timings,
    redisUrl: config.redisUrl,
    publicAddress: config.publicAddress,
    corsOrigins: config.corsOrigins,
    webRoot: config.webRoot,
    metricsToken: config.metricsToken,
    production: config.production,
    ...(config.reportsFile !== undefined ? { reportsFile: config.reportsFile } : {}),
    logger,
    addressLimits: config.addressLimits,
    maxHttpBodyBytes: config.maxHttpBodyBytes,
    trustedProxies: config.trustedProxies,
    drainTimeoutMs: config.drainTimeoutMs,
    database: config.database,
    admission: config.admission,
    handleSignals: true,
  });
  const redisHost = config.redisUrl !== undefined ? new URL(config.redisUrl).host : undefined;
  const mode = redisHost !== undefined ? `redis ${redisHost}` : 'in-memory';
  logger.event('info', `GoalGuessr match server on ws://${config.host}:${running.port} (${mode})`, {
    port: running.port,
    mode: config.redisUrl !== undefined ? 'redis' : 'in-memory',
    ...(config.publicAddress !== undefined ? { publicAddress: config.publicAddress } : {}),
    webRoot: config.webRoot ?? null,
    database: running.database.description,
    pid: process.pid,
  });
  if (config.production && config.metricsToken === undefined) {
    logger.warn('/metrics is closed (403): set METRICS_TOKEN (16+ characters) to scrape it');
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
