#!/usr/bin/env node
/**
 * Synthesises the 20 sound effects and 4 music loops of spec §9 and writes them as small mono MP3s to
 * public/sounds/ (MP3 plays in Chrome, Safari and Android WebView). Nothing is downloaded: every sample is
 * computed here from oscillators, noise and envelopes, and a seeded generator makes the output repeatable.
 *
 *   npm run sounds -w apps/client        (or: node apps/client/scripts/generate-sounds.mjs)
 *
 * Music loops are rendered with their release tails wrapped around to the start, so the end flows into the
 * beginning without a click. MP3 has no gapless playback without an info header, so the generator also writes
 * src/platform/music-loops.ts: where each loop sits in the decoded file, which the player loops exactly.
 */
import { Mp3Encoder } from '@breezystack/lamejs';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public', 'sounds');
const EFFECT_RATE_HZ = 44100;
const EFFECT_KBPS = 64;
const MUSIC_RATE_HZ = 22050;
const MUSIC_KBPS = 40;
/**
 * Samples of silence an MP3 decoder outputs before the first encoded sample when the file carries no gapless
 * (LAME/Xing) header: the encoder delay (576) plus the decoder delay (529). Measured in Chromium: the music
 * decodes with its first sound at sample 1105.
 */
const LAME_PRIMING_SAMPLES = 576 + 529;
const LOOPS_FILE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'src',
  'platform',
  'music-loops.ts',
);

// ── tiny DSP toolkit ─────────────────────────────────────────────────────────────────────────────────

/** Deterministic PRNG (mulberry32), so a re-run writes the same files. */
function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TWO_PI = Math.PI * 2;
const midiHz = (note) => 440 * 2 ** ((note - 69) / 12);

function wave(type, phase) {
  const p = phase - Math.floor(phase);
  switch (type) {
    case 'sine':
      return Math.sin(TWO_PI * p);
    case 'triangle':
      return 1 - 4 * Math.abs(p - 0.5);
    case 'square':
      return p < 0.5 ? 0.6 : -0.6;
    case 'saw':
      return (2 * p - 1) * 0.6;
    default:
      throw new Error(`unknown wave ${type}`);
  }
}

/** Attack/decay/sustain/release envelope in seconds; `t` from note start, `durS` the held length. */
function adsr(t, durS, { a = 0.005, d = 0.08, s = 0.6, r = 0.08 }) {
  if (t < 0) return 0;
  if (t < a) return t / a;
  if (t < a + d) return 1 - (1 - s) * ((t - a) / d);
  if (t < durS) return s;
  const rt = t - durS;
  return rt < r ? s * (1 - rt / r) : 0;
}

class Track {
  constructor(rateHz, lengthS) {
    this.rate = rateHz;
    this.data = new Float32Array(Math.ceil(rateHz * lengthS));
  }

  /**
   * A note: `freq` (Hz, or a function of seconds for glides), `wave`, envelope, `gain`, optional vibrato and
   * a detuned second voice for warmth.
   */
  tone(startS, durS, freq, { type = 'sine', env = {}, gain = 0.5, detune = 0, vibrato = 0 } = {}) {
    const release = env.r ?? 0.08;
    const start = Math.floor(startS * this.rate);
    const count = Math.floor((durS + release) * this.rate);
    const freqAt = typeof freq === 'function' ? freq : () => freq;
    let phase = 0;
    let phase2 = 0;
    for (let i = 0; i < count; i += 1) {
      const t = i / this.rate;
      const f = freqAt(t) * (1 + vibrato * Math.sin(TWO_PI * 5.5 * t));
      phase += f / this.rate;
      let v = wave(type, phase);
      if (detune !== 0) {
        phase2 += (f * (1 + detune)) / this.rate;
        v = (v + wave(type, phase2)) * 0.5;
      }
      this.add(start + i, v * gain * adsr(t, durS, env));
    }
  }

  /** Filtered noise burst; `lowpass`/`highpass` are one-pole coefficients in 0..1. */
  noise(startS, durS, { gain = 0.3, env = {}, lowpass = 1, highpass = 0, seed = 7 } = {}) {
    const rnd = seeded(seed);
    const release = env.r ?? 0.05;
    const start = Math.floor(startS * this.rate);
    const count = Math.floor((durS + release) * this.rate);
    let lp = 0;
    let hpIn = 0;
    let hpOut = 0;
    for (let i = 0; i < count; i += 1) {
      const t = i / this.rate;
      const white = rnd() * 2 - 1;
      lp += lowpass * (white - lp);
      hpOut = (1 - highpass) * (hpOut + lp - hpIn);
      hpIn = lp;
      const lowpassed = highpass > 0 ? hpOut : lp;
      this.add(start + i, lowpassed * gain * adsr(t, durS, env));
    }
  }

  kick(startS, gain = 0.9) {
    this.tone(startS, 0.12, (t) => 50 + 110 * Math.exp(-t * 35), {
      env: { a: 0.001, d: 0.12, s: 0, r: 0.02 },
      gain,
    });
  }

  snare(startS, gain = 0.35, seed = 3) {
    this.noise(startS, 0.1, { gain, env: { a: 0.001, d: 0.1, s: 0, r: 0.03 }, lowpass: 0.6, seed });
    this.tone(startS, 0.06, 190, {
      type: 'triangle',
      env: { a: 0.001, d: 0.06, s: 0, r: 0.02 },
      gain: gain * 0.6,
    });
  }

  hat(startS, gain = 0.12, seed = 11) {
    this.noise(startS, 0.025, {
      gain,
      env: { a: 0.001, d: 0.025, s: 0, r: 0.01 },
      highpass: 0.7,
      seed,
    });
  }

  /** Adds a sample; positions past the end wrap to the start when the track loops. */
  add(index, value) {
    if (this.wrap) this.data[index % this.data.length] += value;
    else if (index < this.data.length) this.data[index] += value;
  }
}

/** Scales to `peak` (0..1) and fades the edges by `fadeS` so there is never a click. */
function finish(track, { peak = 0.89, fadeInS = 0.002, fadeOutS = 0.01 } = {}) {
  const { data, rate } = track;
  let max = 0;
  for (const v of data) max = Math.max(max, Math.abs(v));
  const scale = max > 0 ? peak / max : 1;
  const fadeIn = Math.floor(fadeInS * rate);
  const fadeOut = Math.floor(fadeOutS * rate);
  const pcm = new Int16Array(data.length);
  for (let i = 0; i < data.length; i += 1) {
    let v = data[i] * scale;
    if (i < fadeIn) v *= i / fadeIn;
    if (i > data.length - fadeOut) v *= (data.length - i) / fadeOut;
    pcm[i] = Math.max(-32767, Math.min(32767, Math.round(v * 32767)));
  }
  return pcm;
}

function encodeMp3(pcm, rateHz, kbps) {
  const encoder = new Mp3Encoder(1, rateHz, kbps);
  const chunks = [];
  const FRAME = 1152;
  for (let i = 0; i < pcm.length; i += FRAME) {
    const out = encoder.encodeBuffer(pcm.subarray(i, i + FRAME));
    if (out.length > 0) chunks.push(Buffer.from(out));
  }
  const tail = encoder.flush();
  if (tail.length > 0) chunks.push(Buffer.from(tail));
  return Buffer.concat(chunks);
}

// ── effects ──────────────────────────────────────────────────────────────────────────────────────────

const E = EFFECT_RATE_HZ;
const pluck = { a: 0.002, d: 0.09, s: 0, r: 0.04 };
const bell = { a: 0.002, d: 0.35, s: 0, r: 0.15 };

/** Each effect: its length in seconds and how to draw it. */
const EFFECTS = {
  // A short two-tone warning (hurry up, screen almost full, the opponent may end the match).
  alert: [
    0.55,
    (t) => {
      for (const [at, n] of [
        [0, 81],
        [0.18, 76],
        [0.36, 81],
      ]) {
        t.tone(at, 0.12, midiHz(n), {
          type: 'square',
          env: { a: 0.004, d: 0.05, s: 0.7, r: 0.04 },
          gain: 0.35,
        });
      }
    },
  ],
  // Soft wooden tap for tabs and segment switches.
  click_effect_2: [
    0.08,
    (t) => {
      t.tone(0, 0.03, (x) => 1400 - 6000 * x, {
        type: 'triangle',
        env: { a: 0.001, d: 0.03, s: 0, r: 0.02 },
      });
    },
  ],
  // Toggle switch: two tiny ticks.
  click_effect: [
    0.1,
    (t) => {
      t.tone(0, 0.015, 2200, { type: 'sine', env: { a: 0.001, d: 0.015, s: 0, r: 0.01 }, gain: 0.6 });
      t.tone(0.035, 0.015, 2900, { type: 'sine', env: { a: 0.001, d: 0.015, s: 0, r: 0.01 }, gain: 0.5 });
    },
  ],
  // Generic button press.
  click_sound: [
    0.07,
    (t) => {
      t.tone(0, 0.025, (x) => 900 + 2000 * Math.exp(-x * 120), {
        type: 'sine',
        env: { a: 0.001, d: 0.025, s: 0, r: 0.02 },
      });
      t.noise(0, 0.006, { gain: 0.15, env: { a: 0.0005, d: 0.006, s: 0, r: 0.004 }, highpass: 0.5 });
    },
  ],
  // A bright three-note run: a streak of correct answers.
  correct_effect_2: [
    0.6,
    (t) => {
      [72, 76, 79, 84].forEach((n, i) =>
        t.tone(i * 0.07, 0.12, midiHz(n), { type: 'triangle', env: bell, gain: 0.45, detune: 0.004 }),
      );
    },
  ],
  // Correct answer: a rising major third, bell-like.
  correct_effect: [
    0.5,
    (t) => {
      t.tone(0, 0.1, midiHz(76), { type: 'sine', env: bell, gain: 0.5 });
      t.tone(0.09, 0.25, midiHz(80), { type: 'sine', env: bell, gain: 0.5 });
      t.tone(0.09, 0.25, midiHz(92), { type: 'sine', env: bell, gain: 0.12 });
    },
  ],
  // Navigation (back, menu entries): a dry, low click.
  click: [
    0.06,
    (t) => {
      t.tone(0, 0.02, (x) => 600 - 4000 * x, {
        type: 'triangle',
        env: { a: 0.001, d: 0.02, s: 0, r: 0.015 },
      });
    },
  ],
  // Coins received: the classic two-step metallic ping.
  coin: [
    0.45,
    (t) => {
      t.tone(0, 0.06, midiHz(83), {
        type: 'square',
        env: { a: 0.001, d: 0.06, s: 0.5, r: 0.02 },
        gain: 0.25,
      });
      t.tone(0.07, 0.25, midiHz(88), {
        type: 'square',
        env: { a: 0.001, d: 0.3, s: 0, r: 0.08 },
        gain: 0.25,
      });
    },
  ],
  // Match lost: a gentle descending minor phrase (disappointing, never harsh).
  lose: [
    1.3,
    (t) => {
      [67, 63, 60, 55].forEach((n, i) =>
        t.tone(i * 0.22, i === 3 ? 0.5 : 0.18, midiHz(n), {
          type: 'triangle',
          env: { a: 0.01, d: 0.2, s: 0.5, r: 0.25 },
          gain: 0.4,
          vibrato: i === 3 ? 0.006 : 0,
        }),
      );
    },
  ],
  // Power-up used: an upward sweep with a shimmer.
  powerup_use: [
    0.6,
    (t) => {
      t.tone(0, 0.35, (x) => 300 * 2 ** (x * 8), {
        type: 'saw',
        env: { a: 0.01, d: 0.3, s: 0.4, r: 0.1 },
        gain: 0.3,
      });
      t.tone(0.25, 0.2, midiHz(96), { type: 'sine', env: bell, gain: 0.2, vibrato: 0.01 });
    },
  ],
  // Purchase done / item earned: coins pouring in.
  earn_sound: [
    0.75,
    (t) => {
      [88, 91, 95, 93, 96].forEach((n, i) =>
        t.tone(i * 0.06, 0.05, midiHz(n), {
          type: 'square',
          env: { a: 0.001, d: 0.12, s: 0, r: 0.06 },
          gain: 0.18,
        }),
      );
      t.tone(0.3, 0.3, midiHz(100), { type: 'sine', env: bell, gain: 0.2 });
    },
  ],
  // Choosing an option (answer, tournament, language, skin): a soft marimba blip.
  select: [
    0.2,
    (t) => {
      t.tone(0, 0.05, midiHz(79), { type: 'sine', env: { a: 0.001, d: 0.12, s: 0, r: 0.05 }, gain: 0.6 });
      t.tone(0, 0.05, midiHz(91), { type: 'sine', env: { a: 0.001, d: 0.05, s: 0, r: 0.03 }, gain: 0.15 });
    },
  ],
  // A dialog or tutorial opening: a bubbly pop.
  pop: [
    0.12,
    (t) => {
      t.tone(0, 0.04, (x) => 400 + 9000 * x, {
        type: 'sine',
        env: { a: 0.001, d: 0.05, s: 0, r: 0.03 },
        gain: 0.6,
      });
    },
  ],
  // Wrong answer: a soft, dull "bwomp" that falls (feedback, not punishment).
  plop: [
    0.4,
    (t) => {
      t.tone(0, 0.2, (x) => 330 * 2 ** (-x * 3), {
        type: 'triangle',
        env: { a: 0.004, d: 0.2, s: 0.3, r: 0.12 },
        gain: 0.55,
      });
      t.tone(0.12, 0.15, (x) => 220 * 2 ** (-x * 3), {
        type: 'triangle',
        env: { a: 0.004, d: 0.15, s: 0.2, r: 0.1 },
        gain: 0.45,
      });
    },
  ],
  // Tutorial pages and cards sliding: a filtered whoosh.
  swipe: [
    0.3,
    (t) => {
      t.noise(0, 0.2, { gain: 0.6, env: { a: 0.09, d: 0.11, s: 0, r: 0.08 }, lowpass: 0.25, seed: 21 });
    },
  ],
  // The round timer ran out: a buzzer with a falling tail.
  time_is_up: [
    0.8,
    (t) => {
      t.tone(0, 0.35, 220, {
        type: 'saw',
        env: { a: 0.005, d: 0.1, s: 0.8, r: 0.1 },
        gain: 0.35,
        detune: 0.01,
      });
      t.tone(0.4, 0.2, (x) => 220 * 2 ** (-x * 2), {
        type: 'saw',
        env: { a: 0.005, d: 0.2, s: 0, r: 0.15 },
        gain: 0.3,
      });
    },
  ],
  // Match won: a fanfare in C major.
  win_game: [
    1.6,
    (t) => {
      const notes = [
        [0, 60, 0.12],
        [0.13, 64, 0.12],
        [0.26, 67, 0.12],
        [0.39, 72, 0.6],
      ];
      for (const [at, n, d] of notes) {
        t.tone(at, d, midiHz(n), {
          type: 'square',
          env: { a: 0.005, d: 0.1, s: 0.6, r: 0.3 },
          gain: 0.22,
          detune: 0.003,
        });
        t.tone(at, d, midiHz(n - 12), {
          type: 'triangle',
          env: { a: 0.005, d: 0.1, s: 0.6, r: 0.3 },
          gain: 0.3,
        });
      }
      t.tone(0.39, 0.6, midiHz(76), {
        type: 'triangle',
        env: { a: 0.02, d: 0.2, s: 0.6, r: 0.4 },
        gain: 0.2,
      });
      t.snare(0.39, 0.25);
    },
  ],
  // Rewards on the result screen: a celebratory arpeggio with sparkles.
  won_sound: [
    1.4,
    (t) => {
      [67, 72, 76, 79, 84, 88].forEach((n, i) =>
        t.tone(i * 0.08, 0.1, midiHz(n), { type: 'triangle', env: bell, gain: 0.35 }),
      );
      const rnd = seeded(5);
      for (let i = 0; i < 8; i += 1) {
        t.tone(0.5 + i * 0.07, 0.03, midiHz(96 + Math.floor(rnd() * 8)), {
          type: 'sine',
          env: pluck,
          gain: 0.12,
        });
      }
    },
  ],
  // Something saved or confirmed (username, match found): two calm rising notes.
  success: [
    0.55,
    (t) => {
      t.tone(0, 0.1, midiHz(72), { type: 'sine', env: bell, gain: 0.45 });
      t.tone(0.1, 0.2, midiHz(79), { type: 'sine', env: bell, gain: 0.45 });
      t.tone(0.1, 0.2, midiHz(84), { type: 'triangle', env: bell, gain: 0.12 });
    },
  ],
  // A new question appears / a draw: a single clear bell.
  ding: [
    0.8,
    (t) => {
      t.tone(0, 0.05, midiHz(84), { type: 'sine', env: { a: 0.001, d: 0.6, s: 0, r: 0.15 }, gain: 0.5 });
      t.tone(0, 0.05, midiHz(84) * 2.76, {
        type: 'sine',
        env: { a: 0.001, d: 0.2, s: 0, r: 0.05 },
        gain: 0.1,
      });
    },
  ],
};

// ── music ────────────────────────────────────────────────────────────────────────────────────────────

/**
 * A loop of `bars` 4/4 bars over a chord progression (MIDI roots, one per bar, major or minor triads), with
 * bass, chord stabs, a seeded melody drawn from the chord tones and drums. `style` varies the instruments.
 */
function renderMusic({ bpm, bars, progression, seed, style }) {
  const beatS = 60 / bpm;
  const lengthS = bars * 4 * beatS;
  const t = new Track(MUSIC_RATE_HZ, lengthS);
  t.wrap = true;
  const rnd = seeded(seed);
  const eighth = beatS / 2;
  for (let bar = 0; bar < bars; bar += 1) {
    const [root, quality] = progression[bar % progression.length];
    const third = quality === 'min' ? 3 : 4;
    const chord = [root, root + third, root + 7];
    const barS = bar * 4 * beatS;
    // Bass: root on the beat, fifth on the off-beat for drive.
    for (let beat = 0; beat < 4; beat += 1) {
      const n = style.walkingBass && beat % 2 === 1 ? root + 7 : root;
      t.tone(barS + beat * beatS, beatS * 0.7, midiHz(n - 24), {
        type: 'triangle',
        env: { a: 0.005, d: 0.1, s: 0.7, r: 0.05 },
        gain: 0.5,
      });
    }
    // Chords: short stabs on the off-beats, or a soft pad.
    for (const n of chord) {
      if (style.pad) {
        t.tone(barS, 4 * beatS - 0.1, midiHz(n), {
          type: 'triangle',
          env: { a: 0.3, d: 0.5, s: 0.6, r: 0.3 },
          gain: 0.09,
          detune: 0.005,
        });
      } else {
        for (let beat = 0; beat < 4; beat += 1) {
          t.tone(barS + beat * beatS + eighth, eighth * 0.6, midiHz(n), {
            type: 'square',
            env: { a: 0.003, d: 0.06, s: 0.3, r: 0.04 },
            gain: 0.05,
          });
        }
      }
    }
    // Melody: eighth notes from the chord and scale, with rests, in the lead octave.
    const scale = [0, 2, third, 5, 7, 9, 12];
    for (let step = 0; step < 8; step += 1) {
      if (rnd() < style.rest) continue;
      const onBeat = step % 2 === 0;
      const pick = onBeat ? chord[Math.floor(rnd() * 3)] - root : scale[Math.floor(rnd() * scale.length)];
      const n = root + 12 + pick;
      const long = rnd() < 0.25;
      t.tone(barS + step * eighth, eighth * (long ? 1.7 : 0.8), midiHz(n), {
        type: style.lead,
        env: { a: 0.01, d: 0.1, s: 0.5, r: 0.08 },
        gain: 0.16,
        vibrato: long ? 0.004 : 0,
      });
    }
    // Drums.
    for (let beat = 0; beat < 4; beat += 1) {
      const at = barS + beat * beatS;
      if (style.drums === 'none') continue;
      if (beat % 2 === 0 || style.drums === 'four') t.kick(at, 0.45);
      if (beat % 2 === 1) t.snare(at, 0.14, 3 + bar);
      t.hat(at + eighth, 0.05, 11 + bar * 4 + beat);
    }
  }
  return t;
}

const MUSIC = {
  // The menu theme: warm, mid-tempo, C major, pad chords.
  goalguessrmusic: {
    bpm: 100,
    bars: 8,
    progression: [
      [60, 'maj'],
      [57, 'min'],
      [65, 'maj'],
      [67, 'maj'],
    ],
    seed: 42,
    style: { lead: 'triangle', pad: true, rest: 0.35, drums: 'half', walkingBass: false },
  },
  // Match theme A: driving, four-on-the-floor, A minor.
  game_theme1: {
    bpm: 124,
    bars: 8,
    progression: [
      [57, 'min'],
      [65, 'maj'],
      [60, 'maj'],
      [67, 'maj'],
    ],
    seed: 7,
    style: { lead: 'square', pad: false, rest: 0.2, drums: 'four', walkingBass: true },
  },
  // Match theme B: bouncy, D major.
  game_theme2: {
    bpm: 118,
    bars: 8,
    progression: [
      [62, 'maj'],
      [59, 'min'],
      [67, 'maj'],
      [69, 'maj'],
    ],
    seed: 99,
    style: { lead: 'square', pad: false, rest: 0.25, drums: 'half', walkingBass: true },
  },
  // Matchmaking wait: light cartoon loop, F major, no kick.
  carton_game_song_2: {
    bpm: 110,
    bars: 8,
    progression: [
      [65, 'maj'],
      [62, 'min'],
      [58, 'maj'],
      [60, 'maj'],
    ],
    seed: 2024,
    style: { lead: 'triangle', pad: false, rest: 0.4, drums: 'none', walkingBass: true },
  },
};

// ── main ─────────────────────────────────────────────────────────────────────────────────────────────

mkdirSync(OUT_DIR, { recursive: true });
const sizes = [];
for (const [id, [lengthS, draw]] of Object.entries(EFFECTS)) {
  const track = new Track(E, lengthS);
  draw(track);
  const mp3 = encodeMp3(finish(track), E, EFFECT_KBPS);
  writeFileSync(path.join(OUT_DIR, `${id}.mp3`), mp3);
  sizes.push([id, mp3.length]);
}
const loops = [];
for (const [id, spec] of Object.entries(MUSIC)) {
  const track = renderMusic(spec);
  loops.push([id, (LAME_PRIMING_SAMPLES / MUSIC_RATE_HZ) * 1000, (track.data.length / MUSIC_RATE_HZ) * 1000]);
  // The wrapped tails already make the loop continuous; a 1 ms edge fade only guards against a click where a
  // decoder trims the priming differently from MUSIC_LOOPS.
  const mp3 = encodeMp3(
    finish(track, { peak: 0.8, fadeInS: 0.001, fadeOutS: 0.001 }),
    MUSIC_RATE_HZ,
    MUSIC_KBPS,
  );
  writeFileSync(path.join(OUT_DIR, `${id}.mp3`), mp3);
  sizes.push([id, mp3.length]);
}
writeFileSync(
  LOOPS_FILE,
  [
    '// Generated by scripts/generate-sounds.mjs (npm run sounds): do not edit.',
    "import type { MusicTrackId } from '@goalguessr/game-core';",
    '',
    '/**',
    ' * Where each music loop sits in its decoded MP3, in ms: after the encoder priming samples (the MP3 has',
    ' * no gapless header), exactly a whole number of bars long. Looping this region is seamless.',
    ' */',
    'export const MUSIC_LOOPS: Record<MusicTrackId, { startMs: number; durationMs: number }> = {',
    ...loops.map(
      ([id, startMs, durationMs]) =>
        `  ${id}: { startMs: ${Number(startMs.toFixed(3))}, durationMs: ${Number(durationMs.toFixed(3))} },`,
    ),
    '};',
    '',
  ].join('\n'),
);
for (const [id, bytes] of sizes) console.log(`${id.padEnd(20)} ${(bytes / 1024).toFixed(1).padStart(7)} KB`);
console.log(`total ${(sizes.reduce((s, [, b]) => s + b, 0) / 1024).toFixed(1)} KB in ${OUT_DIR}`);
