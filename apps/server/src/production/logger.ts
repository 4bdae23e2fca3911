import { format } from 'node:util';
import { pino, stdTimeFunctions, type DestinationStream, type Logger } from 'pino';
import type { ServerLogger } from '../server';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

/** Where a log line goes; a test collects them. */
export type LogSink = (line: string) => void;

/** A logger that also takes structured fields: `log.event('info', 'joined', { tournament })`. */
export interface StructuredLogger extends ServerLogger {
  event(level: LogLevel, msg: string, fields?: Record<string, unknown>): void;
}

export interface LoggerOptions {
  /** `json`: one `{"time","level","msg",…}` object per line (production); `text`: one readable line */
  format: 'json' | 'text';
  level: LogLevel;
  /** values never to be written (passwords, tokens): replaced by REDACTED wherever they appear */
  secrets?: readonly string[];
  /** default: standard output */
  sink?: LogSink;
}

export const REDACTED = '[REDACTED]';

/** Secrets shorter than this are not searched for (a 1-3 character "secret" would blank ordinary words). */
const MIN_SECRET_LENGTH = 4;

/**
 * Field names whose values are credentials wherever a logged object holds them: at its top, one level down (a
 * request's or an error's options) and, for `password`, two levels down (an ioredis connection option).
 */
const CREDENTIAL_FIELDS: readonly string[] = ['authorization', 'password', 'token', 'cookie'];
const PASSWORD_FIELD: readonly string[] = ['password'];
/** Header names whose values are credentials, in the `headers` of any value at the top (a request's). */
const CREDENTIAL_HEADERS: readonly string[] = ['authorization', 'cookie', 'set-cookie', 'x-api-key'];

type Fields = Record<string, unknown>;

function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null;
}

function copyOf(fields: Fields): Fields {
  return Array.isArray(fields) ? ([...fields] as unknown as Fields) : { ...fields };
}

/** `fields` with each of `names` it holds censored: the object itself when it holds none of them, else a copy. */
function withoutNames(fields: Fields, names: readonly string[]): Fields {
  let out = fields;
  for (const name of names) {
    if (!Object.hasOwn(fields, name) || fields[name] === undefined) continue;
    if (out === fields) out = copyOf(fields);
    out[name] = REDACTED;
  }
  return out;
}

/** A value at the top of a logged object, censored: its credentials, its headers', and its children's passwords. */
function censoredChild(child: Fields): Fields {
  let out = withoutNames(child, CREDENTIAL_FIELDS);
  for (const key of Object.keys(child)) {
    const grandchild = child[key];
    if (!isFields(grandchild) || out[key] === REDACTED) continue;
    let censored = withoutNames(grandchild, PASSWORD_FIELD);
    if (key === 'headers') censored = withoutNames(censored, CREDENTIAL_HEADERS);
    if (censored === grandchild) continue;
    if (out === child) out = copyOf(child);
    out[key] = censored;
  }
  return out;
}

/**
 * A logged object's fields with credential-named values censored (`CREDENTIAL_FIELDS`, `CREDENTIAL_HEADERS`):
 * the object itself when it holds none, else a copy (the caller's object is never changed). pino's `redact`
 * paths did this before, at ~20 µs a line for any object: two lines per match were ~1.5 % of the server's busy
 * time at 10,000 players (issue 29); this walks two levels of own keys, ~0.3 µs for a match's flat fields.
 */
export function censorCredentials(fields: Fields): Fields {
  let out = withoutNames(fields, CREDENTIAL_FIELDS);
  for (const key of Object.keys(fields)) {
    const child = fields[key];
    if (!isFields(child) || out[key] === REDACTED) continue;
    const censored = censoredChild(child);
    if (censored === child) continue;
    if (out === fields) out = copyOf(fields);
    out[key] = censored;
  }
  return out;
}

/**
 * Credentials inside a URL (`redis://user:secret@host`, `postgres://u:p@h/db`): the password is censored,
 * the scheme, user and host stay (an operator still sees where the process connects).
 */
const URL_CREDENTIALS = /\b([a-z][a-z0-9+.-]*:\/\/)([^\s/:@"'\\]*):([^\s/@"'\\]+)@/gi;
/** `Authorization: Bearer <token>` copied into a message. */
const BEARER = /\b(Bearer\s+)[A-Za-z0-9._~+/=-]+/g;

/**
 * Every form in which `secret` may appear in a written JSON line: as it is, JSON-escaped (a quote or a
 * backslash in it), and percent-decoded or -encoded (a password inside a URL).
 */
function secretForms(secret: string): string[] {
  const forms = new Set<string>([secret, JSON.stringify(secret).slice(1, -1)]);
  try {
    forms.add(decodeURIComponent(secret));
  } catch {
    // not percent-encoded
  }
  forms.add(encodeURIComponent(secret));
  return [...forms].filter((form) => form.length >= MIN_SECRET_LENGTH).sort((a, b) => b.length - a.length);
}

/** Censors URL passwords, bearer tokens and every configured secret in one written line. */
export function redactLine(line: string, secrets: readonly string[] = []): string {
  return redactForms(line, secrets.map(secretForms));
}

/** `redactLine` with each secret's forms worked out already (a logger does it once, not per line). */
function redactForms(line: string, formsOfSecrets: readonly (readonly string[])[]): string {
  // Each pattern only where its fixed part is (most lines hold neither): scanning a line with the URL pattern
  // took ~15 µs, a third of what a `match started` line cost (issue 29)
  let out = line;
  if (out.includes('://')) out = out.replace(URL_CREDENTIALS, `$1$2:${REDACTED}@`);
  if (out.includes('Bearer')) out = out.replace(BEARER, `$1${REDACTED}`);
  for (const forms of formsOfSecrets) {
    for (const form of forms) out = out.split(form).join(REDACTED);
  }
  return out;
}

/**
 * The secrets of a process's environment that must never reach a log line: the Redis and database URLs'
 * passwords, the metrics token. Read from the environment itself, so a variable another part adds later
 * (DATABASE_URL) is covered as soon as it is set.
 */
export function configuredSecrets(env: NodeJS.ProcessEnv = process.env): string[] {
  const secrets: string[] = [];
  for (const name of ['REDIS_URL', 'DATABASE_URL']) {
    const value = env[name];
    if (value === undefined || value === '') continue;
    try {
      const url = new URL(value);
      if (url.password !== '') secrets.push(url.password);
      // `redis://secret@host` (no user): ioredis takes the user part as the password
      else if (url.username !== '' && name === 'REDIS_URL') secrets.push(url.username);
    } catch {
      // not a URL: the configuration check refuses it before anything is logged
    }
  }
  for (const name of ['METRICS_TOKEN', 'REDIS_PASSWORD', 'DATABASE_PASSWORD']) {
    const value = env[name];
    if (value !== undefined && value.length >= MIN_SECRET_LENGTH) secrets.push(value);
  }
  return secrets;
}

function errorFields(value: unknown): unknown {
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
  return value;
}

/** One JSON line → `HH:MM:SS.mmm LEVEL msg {fields}` for a person at a terminal (`npm start`). */
function textLine(json: string): string {
  try {
    const { time, level, msg, ...fields } = JSON.parse(json) as Record<string, unknown>;
    const clock = typeof time === 'string' ? time.slice(11, 23) : '';
    const rest = Object.keys(fields).length > 0 ? ` ${JSON.stringify(fields)}` : '';
    return `${clock} ${String(level).toUpperCase().padEnd(5)} ${String(msg)}${rest}`;
  } catch {
    return json;
  }
}

let sharedStandardOutput: ((line: string, urgent: boolean) => void) | undefined;

/**
 * Standard output, one write per turn of the event loop: the lines logged while handling one batch of
 * events (a join wave starts and ends many matches at once) leave together, at `setImmediate`, instead of a
 * system call each (each `match started` line cost ~0.1 ms in a 3,000-player join burst, mostly its `write`).
 * Warnings and errors are written at once, after what waits before them, and whatever waits is written when
 * the process exits (the 'exit' event also follows an uncaught exception): no line before an exit is lost.
 */
function standardOutput(): (line: string, urgent: boolean) => void {
  if (sharedStandardOutput !== undefined) return sharedStandardOutput;
  let pending = '';
  let scheduled = false;
  const flush = (): void => {
    scheduled = false;
    if (pending === '') return;
    const text = pending;
    pending = '';
    process.stdout.write(text);
  };
  process.on('exit', flush);
  sharedStandardOutput = (line, urgent) => {
    pending += line + '\n';
    if (urgent) flush();
    else if (!scheduled) {
      scheduled = true;
      setImmediate(flush);
    }
  };
  return sharedStandardOutput;
}

/**
 * The process's logger: pino (one JSON object per line, `{"time","level","msg",…}`, what Loki, CloudWatch or
 * journald's JSON parsing expect), with every written line passed through `redactLine` (pino's streamWrite
 * hook) and credential-named fields censored (`censorCredentials`). Colyseus calls the console-like methods
 * with printf-style arguments: they are joined into `msg` with util.format, an Error argument also lands in
 * `err` with its stack. Standard output gets the lines of one turn of the event loop in one write (warnings and
 * errors at once), and the rest when the process exits, so the last lines before an exit are never lost.
 */
export function createLogger(options: LoggerOptions): StructuredLogger {
  // each secret's written forms, worked out once (per line they were 0.3 % of the server's CPU in a join burst)
  const formsOfSecrets = (options.secrets ?? []).map(secretForms);
  const sink: (line: string, urgent: boolean) => void = options.sink ?? standardOutput();
  /** whether the line being written is a warning or an error (written at once) */
  let urgentLine = false;
  const destination: DestinationStream = {
    write: (chunk: string) => {
      const line = chunk.endsWith('\n') ? chunk.slice(0, -1) : chunk;
      sink(options.format === 'text' ? textLine(line) : line, urgentLine);
    },
  };
  const logger: Logger = pino(
    {
      level: options.level,
      base: undefined,
      timestamp: stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }), log: censorCredentials },
      hooks: { streamWrite: (line) => redactForms(line, formsOfSecrets) },
    },
    destination,
  );
  const event = (level: LogLevel, msg: string, fields?: Record<string, unknown>): void => {
    urgentLine = level === 'warn' || level === 'error';
    try {
      if (fields === undefined) logger[level](msg);
      else logger[level](fields, msg);
    } finally {
      urgentLine = false;
    }
  };
  const consoleLike =
    (level: LogLevel) =>
    (...args: unknown[]): void => {
      if (!logger.isLevelEnabled(level)) return;
      const error = args.find((arg) => arg instanceof Error);
      event(level, format(...args), error !== undefined ? { err: errorFields(error) } : undefined);
    };
  return {
    event,
    trace: consoleLike('debug'),
    debug: consoleLike('debug'),
    info: consoleLike('info'),
    warn: consoleLike('warn'),
    error: consoleLike('error'),
  };
}

/** JSON lines (kept for the callers and tests that name the format). */
export function createJsonLogger(minLevel: LogLevel = 'info', sink?: LogSink): StructuredLogger {
  return createLogger({ format: 'json', level: minLevel, ...(sink !== undefined ? { sink } : {}) });
}

/** Readable lines for development (`npm start`), through the same redaction. */
export function createTextLogger(minLevel: LogLevel = 'info', sink?: LogSink): StructuredLogger {
  return createLogger({ format: 'text', level: minLevel, ...(sink !== undefined ? { sink } : {}) });
}

/**
 * Sends what third-party code prints with `console.*` (ioredis' "Unhandled error event" with its stack, a
 * library's warning) through `logger`, so every line of the process is in one format and redacted. Node's
 * own process warnings go the same way.
 */
export function routeConsoleTo(logger: StructuredLogger): void {
  console.log = logger.info;
  console.info = logger.info;
  console.debug = logger.debug;
  console.trace = logger.debug;
  console.warn = logger.warn;
  console.error = logger.error;
  process.removeAllListeners('warning');
  process.on('warning', (warning) =>
    logger.event('warn', `${warning.name}: ${warning.message}`, { err: errorFields(warning) }),
  );
}
