import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PRODUCTION_NODE_FLAGS } from './production/node-flags';

/**
 * Every production start of the match server passes PRODUCTION_NODE_FLAGS (V8 options, which NODE_OPTIONS refuses,
 * so each start spells them out): the image, the systemd unit and both `start:prod` scripts. The load bench adds
 * them itself (load-bench/main.ts).
 */
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const read = (path: string): string => readFileSync(join(ROOT, path), 'utf8');
const scriptOf = (path: string, name: string): string =>
  (JSON.parse(read(path)) as { scripts: Record<string, string> }).scripts[name] ?? '';

/** The words between `node` and the server's built entry in a command line. */
function optionsBeforeEntry(command: readonly string[]): string[] {
  const entry = command.findIndex((word) => /(^|\/)dist\/server\/index\.mjs$/.test(word));
  const node = command.findIndex((word) => /(^|\/)node$/.test(word));
  expect(entry, `no server entry in: ${command.join(' ')}`).toBeGreaterThan(node);
  expect(node, `no node in: ${command.join(' ')}`).toBeGreaterThanOrEqual(0);
  return command.slice(node + 1, entry);
}

const STARTS: Record<string, () => string[]> = {
  'Dockerfile CMD': () => {
    const cmd = /^CMD (\[.*\])$/m.exec(read('Dockerfile'))?.[1];
    return cmd === undefined ? [] : (JSON.parse(cmd) as string[]);
  },
  'deploy/goalguessr@.service ExecStart': () =>
    (/^ExecStart=(.*)$/m.exec(read('deploy/goalguessr@.service'))?.[1] ?? '').split(/\s+/),
  'npm run start:prod': () => scriptOf('package.json', 'start:prod').split(/\s+/),
  'npm run start:prod -w apps/server': () => scriptOf('apps/server/package.json', 'start:prod').split(/\s+/),
};

describe('production starts pass the production Node options', () => {
  for (const [name, command] of Object.entries(STARTS)) {
    it(name, () => {
      const options = optionsBeforeEntry(command());
      for (const flag of PRODUCTION_NODE_FLAGS) expect(options).toContain(flag);
    });
  }

  it('this Node.js takes every one of them (an unknown V8 option stops node with "bad option")', () => {
    expect(
      execFileSync(process.execPath, [...PRODUCTION_NODE_FLAGS, '-e', 'console.log("ok")'], {
        encoding: 'utf8',
      }),
    ).toBe('ok\n');
  });
});
