import { format } from 'node:util';
import type { ServerLogger } from '../server';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
const LEVEL_RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

/** Where a log line goes; a test collects them. */
export type LogSink = (line: string) => void;

/** A logger that also takes structured fields: `log.info('joined', { tournament })`. */
export interface StructuredLogger extends ServerLogger {
  event(level: LogLevel, msg: string, fields?: Record<string, unknown>): void;
}

function errorFields(value: unknown): unknown {
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
  return value;
}

/**
 * One JSON object per line (`{"time","level","msg",...}`), what log collectors (Loki, CloudWatch, journald with
 * a JSON parser) expect from a production process. Colyseus calls the console-like methods with printf-style
 * arguments: they are joined into `msg` with util.format, an Error argument also lands in `err` with its stack.
 */
export function createJsonLogger(
  minLevel: LogLevel = 'info',
  sink: LogSink = (line) => process.stdout.write(line + '\n'),
): StructuredLogger {
  const event = (level: LogLevel, msg: string, fields?: Record<string, unknown>): void => {
    if (LEVEL_RANK[level] < LEVEL_RANK[minLevel]) return;
    sink(JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields }));
  };
  const consoleLike =
    (level: LogLevel) =>
    (...args: unknown[]): void => {
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

/** Plain console output for development (`npm start`), with the same `event` method. */
export function createTextLogger(): StructuredLogger {
  return {
    event: (level, msg, fields) => {
      const line = fields === undefined ? msg : `${msg} ${JSON.stringify(fields)}`;
      if (level === 'error') console.error(line);
      else if (level === 'warn') console.warn(line);
      else console.log(line);
    },
    trace: console.trace.bind(console),
    debug: console.debug.bind(console),
    info: console.info.bind(console),
    warn: console.warn.bind(console),
    error: console.error.bind(console),
  };
}
