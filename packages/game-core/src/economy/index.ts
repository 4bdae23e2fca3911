export { isCurrency, isValidAmount, isValidTime, addCurrency, spendCurrency } from './currencies';
export type { Currency, CurrencyReason } from './currencies';
export {
  refillTickets,
  msUntilNextTicket,
  canPayEntryFee,
  payEntryFee,
  refundEntryFee,
  buyTickets,
  buyTicketPackage,
  ticketPriceDiamonds,
} from './tickets';
export type { EntryFeeReason, BuyTicketsReason } from './tickets';
export {
  calendarDay,
  adsLeftToday,
  recordAdWatch,
  claimRewardedAd,
  shouldShowInterstitial,
  registerInterstitialClick,
  buyBlockAds,
} from './ads';
export type { RewardedAdReason } from './ads';
export {
  findSkin,
  skinState,
  buySkin,
  equipSkin,
  powerUpQuantity,
  buyPowerUp,
  spendPowerUp,
  addLife,
  canDestroyCards,
} from './shop';
export type { SkinState } from './shop';
export { requirePackageSelected, creditStorePackage } from './store';
