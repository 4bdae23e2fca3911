/** The outcome of every rule that can refuse: the new state, or a reason code (never a throw). */
export type Result<S, R extends string> =
  { readonly ok: true; readonly state: S } | { readonly ok: false; readonly reason: R };

export const ok = <S>(state: S): { readonly ok: true; readonly state: S } => ({ ok: true, state });
export const fail = <R extends string>(reason: R): { readonly ok: false; readonly reason: R } => ({
  ok: false,
  reason,
});
