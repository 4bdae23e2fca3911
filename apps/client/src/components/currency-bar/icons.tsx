/** Small drawn currency icons (decorative: the label beside each amount names it). */
export function CoinIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <circle cx="12" cy="12" r="10" fill="#f5b700" stroke="#b7791f" strokeWidth="1.5" />
      <circle cx="12" cy="12" r="6.5" fill="none" stroke="#fff3bf" strokeWidth="1.4" />
      <path
        d="M12 8.5v7M9.8 10.3h3.6a1.2 1.2 0 0 1 0 2.4h-2.8a1.2 1.2 0 0 0 0 2.4h3.6"
        stroke="#8a5a00"
        strokeWidth="1.3"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function DiamondIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path
        d="M6 3h12l4 6-10 12L2 9z"
        fill="#38bdf8"
        stroke="#0369a1"
        strokeWidth="1.4"
        strokeLinejoin="round"
      />
      <path
        d="M2 9h20M8 3l4 18 4-18M6 3l2 6 4-6 4 6 2-6"
        fill="none"
        stroke="#e0f2fe"
        strokeWidth="1"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function TicketIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path
        d="M3 7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v2.5a2.5 2.5 0 0 0 0 5V17a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-2.5a2.5 2.5 0 0 0 0-5z"
        fill="#f43f5e"
        stroke="#9f1239"
        strokeWidth="1.4"
      />
      <path d="M15 6v12" stroke="#ffe4e6" strokeWidth="1.4" strokeDasharray="2 2" />
      <path d="M8 10.5l1 2 2.2.3-1.6 1.5.4 2.2-2-1.1-2 1.1.4-2.2L4.8 12.8 7 12.5z" fill="#fff1f2" />
    </svg>
  );
}
