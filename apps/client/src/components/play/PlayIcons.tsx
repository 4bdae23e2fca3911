/**
 * Small decorative icons of the play screens, drawn as SVG (emoji fonts differ per device and some have none):
 * who a player is (bot, friend, stranger, you), who answered first, the result's emblems, the Endless cards.
 * Every icon is hidden from assistive technology; the text beside it says the same.
 */
interface IconProps {
  size?: number;
}

export function BotIcon({ size = 16 }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" className="gg-icon">
      <path d="M12 2v3" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      <circle cx="12" cy="2.5" r="1.5" fill="currentColor" />
      <rect x="4" y="6" width="16" height="13" rx="4" fill="currentColor" />
      <circle cx="9" cy="12" r="2" fill="var(--gg-icon-cut, #fff)" />
      <circle cx="15" cy="12" r="2" fill="var(--gg-icon-cut, #fff)" />
      <path d="M9 16h6" stroke="var(--gg-icon-cut, #fff)" strokeWidth="1.6" strokeLinecap="round" />
      <path d="M2 11v4M22 11v4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function FriendIcon({ size = 16 }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" className="gg-icon">
      <path
        d="M12 21s-7.5-4.6-9.3-9.2C1.5 8.6 3.4 5 6.8 5c2 0 3.4 1.1 4.2 2.5.2.4.8.4 1 0C12.8 6.1 14.2 5 16.2 5c3.4 0 5.3 3.6 4.1 6.8C18.5 16.4 12 21 12 21z"
        fill="currentColor"
      />
    </svg>
  );
}

export function RivalIcon({ size = 16 }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" className="gg-icon">
      <circle cx="12" cy="8" r="4.5" fill="currentColor" />
      <path d="M3.5 21c.8-4.6 4.3-7 8.5-7s7.7 2.4 8.5 7z" fill="currentColor" />
    </svg>
  );
}

export function StarIcon({ size = 16 }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" className="gg-icon">
      <path
        d="M12 2.5l2.9 6 6.6.8-4.9 4.6 1.3 6.5L12 17.2l-5.9 3.2 1.3-6.5-4.9-4.6 6.6-.8z"
        fill="currentColor"
      />
    </svg>
  );
}

export function BoltIcon({ size = 16 }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" className="gg-icon">
      <path d="M13.5 2L4 13.5h6.5L9 22l10-12h-6.6z" fill="currentColor" />
    </svg>
  );
}

export function TrophyIcon({ size = 48 }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" className="gg-icon">
      <path
        d="M14 6h20v10c0 6.6-4.5 12-10 12s-10-5.4-10-12z"
        fill="#f4b400"
        stroke="#8a6200"
        strokeWidth="2"
      />
      <path
        d="M14 10H7c0 6 3 9.5 7.5 10M34 10h7c0 6-3 9.5-7.5 10"
        fill="none"
        stroke="#c98f00"
        strokeWidth="3"
      />
      <path d="M21 28h6v6h-6z" fill="#c98f00" />
      <rect x="14" y="34" width="20" height="7" rx="2" fill="#8a6200" />
      <path
        d="M19 11l2 4 4 .5-3 2.8.8 4.2-3.8-2-3.8 2 .8-4.2-3-2.8 4-.5z"
        fill="#fff6cc"
        transform="translate(5 -1)"
      />
    </svg>
  );
}

export function HandshakeIcon({ size = 48 }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" className="gg-icon">
      <circle cx="24" cy="24" r="21" fill="#2f7be5" />
      <path
        d="M10 25l8-8 6 3 6-3 8 8-9 9c-1.5 1.5-3.5 1.5-5 0z"
        fill="#ffd9a8"
        stroke="#7a4a14"
        strokeWidth="1.6"
      />
      <path d="M18 24l5 5M21 21l5 5M24 20l5 4" stroke="#7a4a14" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

export function BallEmblem({ size = 48 }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" className="gg-icon">
      <circle cx="24" cy="24" r="21" fill="#ffffff" stroke="#1d2a23" strokeWidth="2" />
      <path d="M24 14l8 6-3 9h-10l-3-9z" fill="#1d2a23" />
      <path
        d="M24 14V5M32 20l8-4M29 29l5 8M19 29l-5 8M16 20l-8-4"
        stroke="#1d2a23"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function CardsIcon({ size = 26 }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" className="gg-icon">
      <rect
        x="3"
        y="5"
        width="12"
        height="16"
        rx="2"
        fill="#9aa9c9"
        stroke="#3a4a6a"
        strokeWidth="1.2"
        transform="rotate(-10 9 13)"
      />
      <rect x="9" y="3" width="12" height="16" rx="2" fill="#ffffff" stroke="#3a4a6a" strokeWidth="1.2" />
      <path d="M15 7l1.2 2.5 2.6.3-1.9 1.8.5 2.6-2.4-1.3-2.4 1.3.5-2.6-1.9-1.8 2.6-.3z" fill="#f4b400" />
    </svg>
  );
}

export function PauseIcon({ size = 20 }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" className="gg-icon">
      <rect x="5" y="4" width="5" height="16" rx="1.5" fill="currentColor" />
      <rect x="14" y="4" width="5" height="16" rx="1.5" fill="currentColor" />
    </svg>
  );
}
