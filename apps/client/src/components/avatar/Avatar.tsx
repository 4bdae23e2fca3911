import { useId } from 'react';

import { cleatArt, shirtArt, type ShirtArt } from './skins';

interface AvatarProps {
  shirtId: string;
  cleatId: string;
  /** accessible description; when omitted the drawing is decorative */
  label?: string;
  size?: number;
  className?: string;
}

const SHIRT_BODY = 'M38 57 L50 52 Q60 59 70 52 L82 57 L84 106 L36 106 Z';
const SLEEVE_LEFT = 'M38 57 L23 75 L32 82 L40 71 Z';
const SLEEVE_RIGHT = 'M82 57 L97 75 L88 82 L80 71 Z';
const SKIN = '#c98b5e';
const HAIR = '#2b1b10';

function ShirtPatternLayer({ art, uid }: { art: ShirtArt; uid: string }) {
  switch (art.pattern) {
    case 'hoops':
      return (
        <g fill={art.accent}>
          {[56, 70, 84, 98].map((y) => (
            <rect key={y} x="15" y={y} width="90" height="7" />
          ))}
        </g>
      );
    case 'stripes':
      return (
        <g fill={art.accent}>
          {[20, 32, 44, 56, 68, 80, 92].map((x) => (
            <rect key={x} x={x} y="50" width="6" height="60" />
          ))}
        </g>
      );
    case 'pinstripes':
      return (
        <g fill={art.accent}>
          {[26, 36, 46, 56, 66, 76, 86].map((x) => (
            <rect key={x} x={x + 2} y="50" width="1.6" height="60" />
          ))}
        </g>
      );
    case 'sash':
      return <polygon points="40,50 54,50 88,108 74,108" fill={art.accent} />;
    case 'galaxy':
      return (
        <g>
          <rect x="15" y="48" width="90" height="62" fill={`url(#${uid}-nebula)`} />
          {[
            [44, 64, 1.2],
            [70, 60, 0.9],
            [58, 84, 1.4],
            [76, 94, 1],
            [42, 96, 0.8],
            [30, 74, 0.9],
            [90, 72, 1],
          ].map(([x, y, r]) => (
            <circle key={`${x}-${y}`} cx={x} cy={y} r={r} fill="#fdf4ff" />
          ))}
        </g>
      );
    case 'plain':
      return null;
  }
}

/**
 * The player's footballer, drawn in SVG in the equipped shirt and cleats. Every catalogue id has its own
 * look (plain colours, hoops, stripes, pinstripes, sash, galaxy); the shop reuses this drawing.
 */
export function Avatar({ shirtId, cleatId, label, size = 160, className }: AvatarProps) {
  const uid = useId().replace(/:/g, '');
  const shirt = shirtArt(shirtId);
  const cleat = cleatArt(cleatId);
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg
      viewBox="0 0 120 160"
      width={size}
      height={(size * 160) / 120}
      className={className}
      data-shirt={shirtId}
      data-cleat={cleatId}
      {...a11y}
    >
      <defs>
        <clipPath id={`${uid}-shirt`}>
          <path d={SHIRT_BODY} />
          <path d={SLEEVE_LEFT} />
          <path d={SLEEVE_RIGHT} />
        </clipPath>
        <radialGradient id={`${uid}-nebula`} cx="0.35" cy="0.3" r="0.9">
          <stop offset="0" stopColor={shirt.accent} />
          <stop offset="0.55" stopColor={shirt.base} />
          <stop offset="1" stopColor="#0b0a24" />
        </radialGradient>
        <linearGradient id={`${uid}-shade`} x1="0" x2="1">
          <stop offset="0" stopColor="#000" stopOpacity="0.12" />
          <stop offset="0.5" stopColor="#000" stopOpacity="0" />
          <stop offset="1" stopColor="#000" stopOpacity="0.16" />
        </linearGradient>
      </defs>

      <ellipse cx="60" cy="156" rx="38" ry="4" fill="#000" opacity="0.18" />

      {/* arms */}
      <g stroke={SKIN} strokeWidth="7" strokeLinecap="round">
        <line x1="27.5" y1="79" x2="29" y2="101" />
        <line x1="92.5" y1="79" x2="91" y2="101" />
      </g>

      {/* legs and socks */}
      <rect x="42" y="120" width="10" height="22" rx="3" fill={SKIN} />
      <rect x="68" y="120" width="10" height="22" rx="3" fill={SKIN} />
      <rect
        x="41"
        y="132"
        width="12"
        height="16"
        rx="2"
        fill={shirt.trim}
        stroke="#0f172a"
        strokeOpacity="0.25"
      />
      <rect
        x="67"
        y="132"
        width="12"
        height="16"
        rx="2"
        fill={shirt.trim}
        stroke="#0f172a"
        strokeOpacity="0.25"
      />

      {/* cleats */}
      <g data-part="cleats">
        <path
          d="M39 146 L54 146 L55 153 L29 153 Q29 147 39 146 Z"
          fill={cleat.upper}
          stroke="#0f172a"
          strokeOpacity="0.35"
        />
        <path
          d="M66 146 L81 146 Q91 147 91 153 L65 153 Z"
          fill={cleat.upper}
          stroke="#0f172a"
          strokeOpacity="0.35"
        />
        {cleat.flame ? (
          <>
            <path d="M33 151 Q38 145 41 150 Q44 146 48 151 Z" fill={cleat.flame} />
            <path d="M87 151 Q82 145 79 150 Q76 146 72 151 Z" fill={cleat.flame} />
          </>
        ) : null}
        <path d="M42 148.5 L52 147.5" stroke={cleat.stripe} strokeWidth="1.8" strokeLinecap="round" />
        <path d="M78 148.5 L68 147.5" stroke={cleat.stripe} strokeWidth="1.8" strokeLinecap="round" />
        <rect x="29" y="152.5" width="26" height="2.6" rx="1.2" fill={cleat.sole} />
        <rect x="65" y="152.5" width="26" height="2.6" rx="1.2" fill={cleat.sole} />
      </g>

      {/* shorts */}
      <path d="M36 103 L84 103 L86 124 L63 124 L60 115 L57 124 L34 124 Z" fill="#1e293b" />

      {/* shirt */}
      <g clipPath={`url(#${uid}-shirt)`}>
        <rect x="15" y="48" width="90" height="62" fill={shirt.base} />
        <ShirtPatternLayer art={shirt} uid={uid} />
        <rect x="15" y="48" width="90" height="62" fill={`url(#${uid}-shade)`} />
        <path d="M23 75 L32 82" stroke={shirt.trim} strokeWidth="4" />
        <path d="M97 75 L88 82" stroke={shirt.trim} strokeWidth="4" />
      </g>
      <g fill="none" stroke="#0f172a" strokeOpacity="0.35" strokeWidth="1">
        <path d={SHIRT_BODY} />
        <path d={SLEEVE_LEFT} />
        <path d={SLEEVE_RIGHT} />
      </g>
      <path d="M50 52 Q60 60 70 52" fill="none" stroke={shirt.trim} strokeWidth="3" />
      <text
        x="60"
        y="89"
        textAnchor="middle"
        fontSize="17"
        fontWeight="800"
        fontFamily="system-ui, sans-serif"
        fill={shirt.number}
        aria-hidden="true"
      >
        10
      </text>

      {/* head */}
      <rect x="55" y="42" width="10" height="11" rx="3" fill={SKIN} />
      <circle cx="60" cy="31" r="15" fill={SKIN} />
      <path d="M45 29 Q46 14 60 14 Q75 14 75 29 Q70 21 60 22 Q50 21 45 29 Z" fill={HAIR} />
      <circle cx="54.5" cy="32" r="1.6" fill="#1f2937" />
      <circle cx="65.5" cy="32" r="1.6" fill="#1f2937" />
      <path d="M55 38 Q60 41.5 65 38" fill="none" stroke="#7c2d12" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}
