import type { PowerUpId } from '@goalguessr/game-core';

/** Decorative power-up icons drawn as SVG (emoji fonts differ per device and some lack a whistle). */
export function PowerUpIcon({ id, size = 26 }: { id: PowerUpId; size?: number }) {
  switch (id) {
    case 'golden_shot':
      return (
        <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="12" cy="12" r="10" fill="#f4b400" stroke="#8a6200" strokeWidth="1.5" />
          <path d="M12 7 L15.5 9.5 L14.2 13.6 H9.8 L8.5 9.5 Z" fill="#5a3f00" />
          <path
            d="M12 7 V3.5 M15.5 9.5 L19 8 M14.2 13.6 L16.5 17 M9.8 13.6 L7.5 17 M8.5 9.5 L5 8"
            stroke="#5a3f00"
            strokeWidth="1.3"
          />
        </svg>
      );
    case 'energy_drink':
      return (
        <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
          <rect
            x="6.5"
            y="3"
            width="11"
            height="18"
            rx="2.5"
            fill="#1b4fd8"
            stroke="#0b2a7a"
            strokeWidth="1.2"
          />
          <rect x="8" y="2" width="8" height="2" rx="1" fill="#9aa9c9" />
          <path d="M13 6 L9.5 12.5 H12 L11 18 L14.8 11 H12.3 Z" fill="#ffd34d" />
        </svg>
      );
    case 'whistle':
      return (
        <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
          <path d="M3 9 H13 V7.5 H16 V9 H21 V12 H17.5 A5.5 5.5 0 1 1 7 12 H3 Z" fill="#3a4a42" />
          <circle cx="12.3" cy="13.5" r="2.3" fill="#d3e2d8" />
          <path d="M3 9 V12" stroke="#f4b400" strokeWidth="2" />
        </svg>
      );
  }
}
