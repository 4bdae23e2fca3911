// `npm start`: the match server (in-memory, port 2567) and the web client (Vite, port 5173) together.
// Ctrl+C stops both.
import { spawn } from 'node:child_process';

const children = [
  { name: 'server', args: ['run', 'start', '-w', 'apps/server'] },
  {
    name: 'client',
    args: ['run', 'dev', '-w', 'apps/client', '--', '--host', '127.0.0.1', '--port', '5173'],
  },
].map(({ name, args }) => {
  // Each child leads its own process group, so stopping it also stops what npm started under it (tsx, vite).
  const child = spawn('npm', args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env, detached: true });
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

console.log('GoalGuessr is starting: open http://127.0.0.1:5173 (match server on ws://127.0.0.1:2567)');

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
