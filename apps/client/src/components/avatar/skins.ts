/**
 * How each shirt and cleat id of game-core's SHIRTS / CLEATS catalogue is drawn. Unknown ids fall back to
 * the defaults, so a newer save never breaks the drawing.
 */
export type ShirtPattern = 'plain' | 'hoops' | 'stripes' | 'sash' | 'pinstripes' | 'galaxy';

export interface ShirtArt {
  base: string;
  accent: string;
  trim: string;
  pattern: ShirtPattern;
  /** colour of the chest number */
  number: string;
}

export interface CleatArt {
  upper: string;
  stripe: string;
  sole: string;
  flame?: string;
}

const SHIRT_ART: Readonly<Record<string, ShirtArt>> = {
  white: { base: '#f8fafc', accent: '#f8fafc', trim: '#0f5132', pattern: 'plain', number: '#0f5132' },
  red: { base: '#d62828', accent: '#d62828', trim: '#ffffff', pattern: 'plain', number: '#ffffff' },
  sky: { base: '#7cc6f2', accent: '#7cc6f2', trim: '#ffffff', pattern: 'plain', number: '#0b3954' },
  'green-hoops': { base: '#ffffff', accent: '#138a36', trim: '#138a36', pattern: 'hoops', number: '#0b3d1b' },
  'black-gold': {
    base: '#111827',
    accent: '#e8b923',
    trim: '#e8b923',
    pattern: 'pinstripes',
    number: '#e8b923',
  },
  'blue-stripes': {
    base: '#ffffff',
    accent: '#1d4ed8',
    trim: '#1d4ed8',
    pattern: 'stripes',
    number: '#111827',
  },
  'orange-sash': { base: '#ffffff', accent: '#f97316', trim: '#f97316', pattern: 'sash', number: '#9a3412' },
  galaxy: { base: '#1e1b4b', accent: '#7c3aed', trim: '#f0abfc', pattern: 'galaxy', number: '#f5f3ff' },
};

const CLEAT_ART: Readonly<Record<string, CleatArt>> = {
  'white-black': { upper: '#f8fafc', stripe: '#111827', sole: '#111827' },
  'all-black': { upper: '#1f2937', stripe: '#0b0f19', sole: '#0b0f19' },
  'red-fire': { upper: '#dc2626', stripe: '#fbbf24', sole: '#450a0a', flame: '#fb923c' },
  'blue-ice': { upper: '#bae6fd', stripe: '#0284c7', sole: '#075985' },
  'neon-green': { upper: '#4ade80', stripe: '#052e16', sole: '#14532d' },
  gold: { upper: '#eab308', stripe: '#fef08a', sole: '#713f12' },
};

export function shirtArt(id: string): ShirtArt {
  return SHIRT_ART[id] ?? (SHIRT_ART.white as ShirtArt);
}

export function cleatArt(id: string): CleatArt {
  return CLEAT_ART[id] ?? (CLEAT_ART['white-black'] as CleatArt);
}
