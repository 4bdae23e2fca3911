/**
 * Sums a V8 CPU profile (`bench:load --cpu-prof <dir>` writes one per server process) into what a reader of
 * DevTools would otherwise add up by hand: the busy time (everything but `(idle)`), its split into categories
 * (by the frames on each sample's stack: matchmaking HTTP, WebSocket upgrade, room lifecycle, messages and
 * state patches, timers, the ping sweep, GC…), and the functions and modules with the most self and total
 * time. Frames of the server bundle are named by the source module esbuild noted above them.
 *
 *   npx tsx src/load-bench/profile-summary.ts <file.cpuprofile> [--top 40] [--from s] [--to s]
 *
 * `--from`/`--to` keep only samples within those seconds of the profile (e.g. one bench step).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    top: { type: 'string', default: '40' },
    from: { type: 'string' },
    to: { type: 'string' },
    timeline: { type: 'boolean', default: false },
    /** also list the self time by function of the samples of this category */
    category: { type: 'string' },
  },
});
const file = positionals[0];
if (file === undefined) {
  console.error('usage: profile-summary <file.cpuprofile> [--top N] [--from s] [--to s]');
  process.exit(2);
}
const top = Number(values.top);
const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;

/** For a bundled file: the source module of each line, from esbuild's `// path` comments. */
const bundleModules = new Map<string, (line: number) => string>();
function moduleOf(url: string, line: number): string {
  if (url === '') return '(native)';
  const nm = url.lastIndexOf('node_modules/');
  // (the bench's bundle lives under node_modules/.cache: a file of ours, not a package)
  if (nm >= 0 && url[nm + 'node_modules/'.length] !== '.') {
    const rest = url.slice(nm + 'node_modules/'.length).split('/');
    const pkg = rest[0]?.startsWith('@') === true ? `${rest[0]}/${rest[1]}` : (rest[0] ?? '');
    return `${pkg}/${rest.at(-1) ?? ''}`;
  }
  if (url.startsWith('node:')) return url;
  if (!url.endsWith('.mjs') || !url.startsWith('file:')) return url.split('/').slice(-2).join('/');
  let lookup = bundleModules.get(url);
  if (lookup === undefined) {
    const starts: { line: number; name: string }[] = [];
    try {
      const lines = readFileSync(fileURLToPath(url), 'utf8').split('\n');
      lines.forEach((text, index) => {
        const match = /^\/\/ ((?:\.\.\/)*[\w@./-]+\.(?:ts|js|mjs|json))$/.exec(text);
        if (match?.[1] !== undefined) starts.push({ line: index, name: match[1].replace(/^(\.\.\/)+/, '') });
      });
    } catch {
      // the bundle is gone (a temporary build): name the file only
    }
    lookup = (l: number): string => {
      let name = url.split('/').at(-1) ?? url;
      for (const start of starts) {
        if (start.line > l) break;
        name = start.name;
      }
      return name;
    };
    bundleModules.set(url, lookup);
  }
  return lookup(line);
}

const byId = new Map<number, ProfileNode>();
const parent = new Map<number, number>();
for (const node of profile.nodes) byId.set(node.id, node);
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

function label(node: ProfileNode): string {
  const { functionName, url, lineNumber } = node.callFrame;
  if (functionName.startsWith('(')) return functionName;
  const name = functionName === '' ? '<anonymous>' : functionName;
  return `${name} ${moduleOf(url, lineNumber)}:${lineNumber + 1}`;
}

/** Categories, first match wins, tested against each frame's "function module" text from leaf to root. */
const CATEGORIES: [string, RegExp][] = [
  ['GC', /^\(garbage collector\)/],
  // a match's five questions (game-core's bank, drawn when the room is created)
  ['question generation', /game-core\/src\/questions\//],
  [
    // the sweep's `step` is matched by its module: the match engine has a `step` too
    'ping/pong',
    /^(autoTerminateUnresponsiveClients|heartbeat|ping|receiverOnPong|receiverOnPing|controlMessage) |staggered-sweep|guarded-transport.*:(4\d|5\d)$/,
  ],
  ['metrics scrape', /prom-client/],
  [
    'room create/dispose',
    /^(onCreate|_onCreate|_dispose|disposeRoom|onDispose|_onDispose|autoDispose|resetAutoDisposeTimeout|handleCreateRoom) /,
  ],
  [
    'room join/leave',
    /^(_onJoin|onJoin|_onLeave|onLeave|_onAfterLeave|allowReconnection|_reserveSeat|onAuth|_incrementClientCount|_decrementClientCount) /,
  ],
  ['messages in (decode+handler)', /^(_onMessage|onMessage) |frame-gate|client-gate|Receiver|receiver\.js/],
  ['room timers (engine wake)', /^(wake|tick|schedule) .*duel-room|room-timer/],
  [
    'matchmaking HTTP',
    /matchmaking|MatchMaker\.|^(reserveSeatFor|joinOrCreate|findOneRoomAvailable|createRoom|handleCreateRoom|invokeMethod) |router|http-guard|_http_server|_http_incoming|_http_common|@colyseus\/core\/(router|controller)/,
  ],
  [
    'WS upgrade/connect',
    /^(handleUpgrade|completeUpgrade|onConnection|_onConnection) |ws-transport\/WebSocketTransport/,
  ],
  ['patch/state', /^(broadcastPatch|encode|apply|update) |@colyseus\/schema/],
  ['timers (other)', /^listOnTimeout |^processTimers /],
  [
    'socket I/O',
    /^(writev|writeGeneric|onStreamRead|_write|uncork|send|sendFrame) |node:net|stream_base_commons|ws\/lib\/sender/,
  ],
];

const fromUs = values.from !== undefined ? Number(values.from) * 1e6 : -Infinity;
const toUs = values.to !== undefined ? Number(values.to) * 1e6 : Infinity;
const self = new Map<string, number>();
const total = new Map<string, number>();
const modules = new Map<string, number>();
const categories = new Map<string, number>();
/** self time of what no category claimed, by function */
const uncategorised = new Map<string, number>();
/** self time by function within `--category` */
const inCategory = new Map<string, number>();
let idle = 0;
let all = 0;
let t = 0;
/** stretches of consecutive busy samples (no `(idle)` between): the event loop's stalls, with what filled them */
interface Stretch {
  startUs: number;
  us: number;
  categories: Map<string, number>;
}
const stretches: Stretch[] = [];
let stretch: Stretch | undefined;
/** busy µs per 2 s of the profile (`--timeline`), to find a bench step's window */
const buckets: number[] = [];
for (let i = 0; i < profile.samples.length; i++) {
  const delta = profile.timeDeltas[i] ?? 0;
  t += delta;
  if (t < fromUs || t > toUs) continue;
  const leaf = byId.get(profile.samples[i] ?? -1);
  if (leaf === undefined) continue;
  all += delta;
  const leafLabel = label(leaf);
  if (leafLabel === '(idle)') {
    idle += delta;
    if (stretch !== undefined) stretches.push(stretch);
    stretch = undefined;
    continue;
  }
  const bucket = Math.floor(t / 2e6);
  buckets[bucket] = (buckets[bucket] ?? 0) + delta;
  stretch ??= { startUs: t, us: 0, categories: new Map() };
  stretch.us += delta;
  self.set(leafLabel, (self.get(leafLabel) ?? 0) + delta);
  const leafModule = leafLabel.startsWith('(')
    ? leafLabel
    : moduleOf(leaf.callFrame.url, leaf.callFrame.lineNumber);
  modules.set(leafModule, (modules.get(leafModule) ?? 0) + delta);
  const seen = new Set<string>();
  let category: string | undefined;
  for (let id: number | undefined = leaf.id; id !== undefined; id = parent.get(id)) {
    const node = byId.get(id);
    if (node === undefined) break;
    const text = label(node);
    if (!seen.has(text)) {
      seen.add(text);
      total.set(text, (total.get(text) ?? 0) + delta);
    }
  }
  // category: the first rule that matches any frame, rules in order (so GC, the sweep… win over what is below)
  const frames = [...seen];
  for (const [name, pattern] of CATEGORIES) {
    if (frames.some((frame) => pattern.test(frame))) {
      category = name;
      break;
    }
  }
  if (values.category !== undefined && category === values.category) {
    inCategory.set(leafLabel, (inCategory.get(leafLabel) ?? 0) + delta);
  }
  if (category === undefined) {
    category = leafLabel === '(program)' ? '(program)' : 'other';
    uncategorised.set(leafLabel, (uncategorised.get(leafLabel) ?? 0) + delta);
  }
  categories.set(category, (categories.get(category) ?? 0) + delta);
  stretch.categories.set(category, (stretch.categories.get(category) ?? 0) + delta);
}
if (stretch !== undefined) stretches.push(stretch);

const busy = all - idle;
const ms = (us: number): string => (us / 1000).toFixed(0).padStart(7);
const pct = (us: number): string => ((100 * us) / busy).toFixed(1).padStart(5);
const print = (title: string, map: Map<string, number>, n: number): void => {
  console.log(`\n${title}`);
  for (const [key, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, n)) {
    console.log(`${ms(us)} ms ${pct(us)} %  ${key}`);
  }
};
console.log(
  `${file}: ${(all / 1e6).toFixed(1)} s sampled, busy ${(busy / 1e6).toFixed(1)} s (${((100 * busy) / all).toFixed(0)} % of one core)`,
);
print('categories (% of busy time)', categories, 30);
print('"other": self time by function', uncategorised, 15);
if (values.category !== undefined) print(`"${values.category}": self time by function`, inCategory, top);
print('self time by module', modules, top);
print('self time by function', self, top);
print('total time by function (with callees)', total, top);

console.log('\nlongest busy stretches (no idle sample between; a stall of the event loop)');
for (const s of stretches.sort((a, b) => b.us - a.us).slice(0, 8)) {
  const parts = [...s.categories]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([name, us]) => `${name} ${(us / 1000).toFixed(0)}`)
    .join(', ');
  console.log(`${ms(s.us)} ms at ${(s.startUs / 1e6).toFixed(1)} s: ${parts}`);
}

if (values.timeline) {
  console.log('\nbusy % of one core per 2 s');
  console.log(Array.from(buckets, (us, i) => `${i * 2}s:${(((us ?? 0) / 2e6) * 100).toFixed(0)}`).join(' '));
}
