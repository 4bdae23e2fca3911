/** The packed footballer data served by pwa/footballer-data-plugin.ts (a PackedFootballers value). */
declare module 'virtual:goalguessr-footballers' {
  const packed: unknown;
  export default packed;
}
