// `npm start`: the match server (in-memory) and the web client (Vite dev server) together. Ctrl+C stops both.
// Ports and the client's address come from the environment (several checkouts side by side, a port taken):
//   SERVER_PORT (default 2567)  the match server's port
//   CLIENT_PORT (default 5173)  the Vite dev server's port
//   CLIENT_HOST (default 127.0.0.1)  where Vite listens (0.0.0.0 to open it from a phone on the LAN)
// The match server listens on 0.0.0.0 (apps/server's default HOST); the dev client finds it on the page's own
// host at SERVER_PORT (VITE_DEV_MATCH_SERVER_PORT, apps/client/src/net/config.ts).
import { spawn } from 'node:child_process';

/** A port from the environment, or the default; anything else stops the start with the reason. */
function portFrom(name, fallback) {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    console.error(`npm start: ${name} must be a port number (1-65535), not "${text}"`);
    process.exit(1);
  }
  return port;
}
const serverPort = portFrom('SERVER_PORT', 2567);
const clientPort = portFrom('CLIENT_PORT', 5173);
const clientHost = process.env.CLIENT_HOST || '127.0.0.1';
if (serverPort === clientPort) {
  console.error(`npm start: SERVER_PORT and CLIENT_PORT are both ${serverPort}; give them different ports`);
  process.exit(1);
}

const children = [
  { name: 'server', args: ['run', 'start', '-w', 'apps/server'], env: { PORT: String(serverPort) } },
  {
    name: 'client',
    args: ['run', 'dev', '-w', 'apps/client', '--', '--host', clientHost, '--port', String(clientPort)],
    env: { VITE_DEV_MATCH_SERVER_PORT: String(serverPort) },
  },
].map(({ name, args, env }) => {
  // Each child leads its own process group, so stopping it also stops what npm started under it (tsx, vite).
  const child = spawn('npm', args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
    detached: true,
  });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter((line) => line.length > 0)
      .map((line) => `[${name}] ${line}`)
      .join('\n') + '\n';
  child.stdout.on('data', (c) => process.stdout.write(prefix(c)));
  child.stderr.on('data', (c) => process.stderr.write(prefix(c)));
  child.on('exit', (code) => {
    console.log(`[${name}] exited with ${code}`);
    shutdown(code ?? 0);
  });
  return child;
});

console.log(
  `GoalGuessr is starting: open http://${clientHost}:${clientPort} (match server on ws://127.0.0.1:${serverPort})`,
);

let stopping = false;
function shutdown(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // the group is already gone
    }
  }
  setTimeout(() => process.exit(code), 500);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
process.on('SIGHUP', () => shutdown(0));
