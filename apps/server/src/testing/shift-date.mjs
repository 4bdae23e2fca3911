/**
 * Test preload (`node --import …/shift-date.mjs`): the process's wall clock can be set forward or back while it
 * runs, as an administrator or a bad NTP step would. `Date.now()` and `new Date()` move by the shift;
 * `performance.now()` and timers do not (they never follow the wall clock). The shift starts at
 * `SHIFT_DATE_MS` and changes with an IPC message `{ shiftDateMs }`, answered `{ shiftedDateMs }` once applied.
 */
const RealDate = globalThis.Date;
let shiftMs = Number(process.env.SHIFT_DATE_MS ?? 0);

function ShiftedDate(...args) {
  if (new.target === undefined) return new RealDate(RealDate.now() + shiftMs).toString();
  return args.length === 0 ? new RealDate(RealDate.now() + shiftMs) : new RealDate(...args);
}
ShiftedDate.prototype = RealDate.prototype;
ShiftedDate.now = () => RealDate.now() + shiftMs;
ShiftedDate.parse = RealDate.parse;
ShiftedDate.UTC = RealDate.UTC;
globalThis.Date = ShiftedDate;

process.on('message', (message) => {
  if (typeof message?.shiftDateMs !== 'number') return;
  shiftMs = message.shiftDateMs;
  process.send?.({ shiftedDateMs: shiftMs });
});
process.channel?.unref();
