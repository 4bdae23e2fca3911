/** Small drawn currency icons (decorative: the label beside each amount names it). */
export function CoinIcon({ size = 22 }: { size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
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

export function DiamondIcon({ size = 22 }: { size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
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

export function TicketIcon({ size = 22 }: { size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
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

interface SizedIconProps {
  size?: number;
}

/** A classic black-and-white football. */
export function BallIcon({ size = 56 }: SizedIconProps) {
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true">
      <circle cx="32" cy="32" r="29" fill="#ffffff" stroke="#111827" strokeWidth="2.5" />
      <path d="M32 20l9 6.5-3.4 10.6H26.4L23 26.5z" fill="#111827" />
      <path
        d="M32 20V9M41 26.5l10-4M37.6 37.1l6.8 9M26.4 37.1l-6.8 9M23 26.5l-10-4"
        stroke="#111827"
        strokeWidth="2.2"
        fill="none"
      />
      <path
        d="M26 4.5L32 9l6-4.5M57 19l-6 3.5 1.5 8M49 55l-4.6-8.9 8.5-2M15 55l4.6-8.9-8.5-2M7 19l6 3.5-1.5 8"
        fill="#111827"
      />
    </svg>
  );
}

/** Play triangle. */
export function PlayIcon({ size = 30 }: SizedIconProps) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" className="gg-flip-rtl">
      <path
        d="M7 4.5v15a1 1 0 0 0 1.5.86l12.5-7.5a1 1 0 0 0 0-1.72L8.5 3.64A1 1 0 0 0 7 4.5z"
        fill="currentColor"
      />
    </svg>
  );
}

/** Sun (light theme). */
export function SunIcon({ size = 20 }: SizedIconProps) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
      <circle cx="12" cy="12" r="4.5" fill="currentColor" />
      <path
        d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1L7 17M17 7l2.1-2.1"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** Moon (dark theme). */
export function MoonIcon({ size = 20 }: SizedIconProps) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
      <path d="M20 14.5A8.5 8.5 0 0 1 9.5 4a8.5 8.5 0 1 0 10.5 10.5z" fill="currentColor" />
    </svg>
  );
}

/** Warning sign. */
export function WarningIcon({ size = 48 }: SizedIconProps) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
      <path d="M12 2.5L1.5 21h21z" fill="#f4b400" stroke="#7a4f00" strokeWidth="1.3" strokeLinejoin="round" />
      <path d="M12 9v5.5" stroke="#241a00" strokeWidth="2.2" strokeLinecap="round" />
      <circle cx="12" cy="17.6" r="1.3" fill="#241a00" />
    </svg>
  );
}
