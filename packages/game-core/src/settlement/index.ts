export { openMatch, markMatchJoined, settleMatch, settlementRefunds } from './match';
export type { MatchPlay, MatchSettlement, OpenMatchReason, SettleMatchReason } from './match';
export { creditPurchase } from './purchase';
export type { CreditPurchaseReason } from './purchase';
export { settlementForEnding } from './ending';
export type { EndingDecision, EndingShown, ServerEnding } from './ending';
