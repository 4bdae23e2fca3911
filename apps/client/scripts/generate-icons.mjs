#!/usr/bin/env node
/**
 * Renders every app icon and splash screen from the one vector source assets/logo.svg (its `#bg` pitch and
 * its `#mark` ball), with the Chromium already used by the e2e tests (no network, no native image library):
 *
 *   npm run icons -w apps/client
 *
 * Outputs: Android launcher icons (legacy, round, adaptive foreground + background colour), notification
 * small icons, splash drawables; the iOS app icon (opaque, as the App Store requires) and splash; the web
 * manifest icons (any + maskable), the Apple touch icon and the favicon.
 *
 * Kept instead of `@capacitor/assets`, whose sharp 0.32 downloads native binaries at install time (see
 * docs/audio-notifications-native.md, "Regenerating assets").
 */
import { chromium } from '@playwright/test';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync, inflateSync, crc32 } from 'node:zlib';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE = readFileSync(path.join(ROOT, 'assets', 'logo.svg'), 'utf8');
/** The pitch colour behind adaptive icons and splash screens (the gradient's middle). */
export const BRAND_GREEN = '#0a7440';

const inner = (id) => {
  const match = SOURCE.match(new RegExp(`<g id="${id}">([\\s\\S]*?)\\n  </g>`));
  if (!match) throw new Error(`logo.svg has no <g id="${id}">`);
  return match[1];
};
const DEFS = SOURCE.match(/<defs>[\s\S]*?<\/defs>/)?.[0] ?? '';
const BG = inner('bg');
const MARK = inner('mark');

/** An SVG of `w`×`h`: optional background, the mark scaled to `markScale` of the shorter side, centred. */
function compose({ w, h, background = 'pitch', markScale = 1, round = false, silhouette = false }) {
  const side = Math.min(w, h) * markScale;
  const scale = side / 512;
  const x = (w - side) / 2;
  const y = (h - side) / 2;
  const bg =
    background === 'pitch'
      ? `<g transform="scale(${w / 512} ${h / 512})">${BG}</g>`
      : background === 'flat'
        ? `<rect width="${w}" height="${h}" fill="${BRAND_GREEN}"/>`
        : '';
  const clip = round
    ? `<clipPath id="round"><circle cx="${w / 2}" cy="${h / 2}" r="${w / 2}"/></clipPath>`
    : '';
  const filter = silhouette
    ? '<filter id="white"><feFlood flood-color="#fff"/><feComposite in2="SourceAlpha" operator="in"/></filter>'
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
    ${DEFS.replace('</defs>', `${clip}${filter}</defs>`)}
    <g ${round ? 'clip-path="url(#round)"' : ''}>${bg}
      <g transform="translate(${x} ${y}) scale(${scale})" ${silhouette ? 'filter="url(#white)"' : ''}>${MARK}</g>
    </g></svg>`;
}

// ── PNG (re-)encoding: Chromium's screenshots always carry alpha; iOS icons must not ─────────────────

function decodePng(buffer) {
  let offset = 8;
  let width = 0;
  let height = 0;
  let channels = 4;
  const idat = [];
  while (offset < buffer.length) {
    const length = buffer.readUInt32BE(offset);
    const type = buffer.toString('ascii', offset + 4, offset + 8);
    const data = buffer.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      if (data[8] !== 8 || (data[9] !== 6 && data[9] !== 2))
        throw new Error('expected 8-bit RGB(A) screenshots');
      channels = data[9] === 6 ? 4 : 3;
    } else if (type === 'IDAT') idat.push(data);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const rows = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y += 1) {
    const filter = raw[y * (stride + 1)];
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const out = rows.subarray(y * stride, (y + 1) * stride);
    const prev = y > 0 ? rows.subarray((y - 1) * stride, y * stride) : Buffer.alloc(stride);
    for (let i = 0; i < stride; i += 1) {
      const a = i >= channels ? out[i - channels] : 0;
      const b = prev[i];
      const c = i >= channels ? prev[i - channels] : 0;
      let v = line[i];
      if (filter === 1) v += a;
      else if (filter === 2) v += b;
      else if (filter === 3) v += (a + b) >> 1;
      else if (filter === 4) {
        const p = a + b - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - b);
        const pc = Math.abs(p - c);
        v += pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      out[i] = v & 0xff;
    }
  }
  const pixels = Buffer.alloc(width * height * 4, 255);
  for (let p = 0; p < width * height; p += 1) rows.copy(pixels, p * 4, p * channels, p * channels + channels);
  return { width, height, pixels };
}

function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** Encodes RGBA pixels as PNG, dropping the alpha channel when `opaque`. */
function encodePng({ width, height, pixels }, opaque) {
  const channels = opaque ? 3 : 4;
  const stride = width * channels;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y += 1) {
    raw[y * (stride + 1)] = 0;
    for (let x = 0; x < width; x += 1) {
      for (let c = 0; c < channels; c += 1) {
        raw[y * (stride + 1) + 1 + x * channels + c] = pixels[(y * width + x) * 4 + c];
      }
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = opaque ? 2 : 6;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// ── what to render ───────────────────────────────────────────────────────────────────────────────────

const ANDROID_RES = path.join(ROOT, 'android', 'app', 'src', 'main', 'res');
const IOS_ASSETS = path.join(ROOT, 'ios', 'App', 'App', 'Assets.xcassets');
const PUBLIC = path.join(ROOT, 'public');

/** [file, width, height, composition, opaque] */
const jobs = [];
const DENSITIES = { mdpi: 1, hdpi: 1.5, xhdpi: 2, xxhdpi: 3, xxxhdpi: 4 };
for (const [density, f] of Object.entries(DENSITIES)) {
  const dir = path.join(ANDROID_RES, `mipmap-${density}`);
  const icon = Math.round(48 * f);
  const fg = Math.round(108 * f);
  jobs.push([path.join(dir, 'ic_launcher.png'), icon, icon, { markScale: 0.86 }, false]);
  jobs.push([path.join(dir, 'ic_launcher_round.png'), icon, icon, { markScale: 0.8, round: true }, false]);
  // Adaptive icons show the middle 72 of 108 dp, and may mask down to 66: keep the mark inside.
  jobs.push([
    path.join(dir, 'ic_launcher_foreground.png'),
    fg,
    fg,
    { background: 'none', markScale: 0.58 },
    false,
  ]);
  const stat = Math.round(24 * f);
  jobs.push([
    path.join(ANDROID_RES, `drawable-${density}`, 'ic_stat_goalguessr.png'),
    stat,
    stat,
    { background: 'none', markScale: 0.95, silhouette: true },
    false,
  ]);
  const [pw, ph] = [
    [320, 480],
    [480, 800],
    [720, 1280],
    [960, 1600],
    [1280, 1920],
  ][Object.keys(DENSITIES).indexOf(density)];
  jobs.push([
    path.join(ANDROID_RES, `drawable-port-${density}`, 'splash.png'),
    pw,
    ph,
    { markScale: 0.45 },
    true,
  ]);
  jobs.push([
    path.join(ANDROID_RES, `drawable-land-${density}`, 'splash.png'),
    ph,
    pw,
    { markScale: 0.45 },
    true,
  ]);
}
jobs.push([path.join(ANDROID_RES, 'drawable', 'splash.png'), 480, 320, { markScale: 0.45 }, true]);
jobs.push([
  path.join(IOS_ASSETS, 'AppIcon.appiconset', 'AppIcon-512@2x.png'),
  1024,
  1024,
  { markScale: 0.86 },
  true,
]);
for (const name of ['splash-2732x2732.png', 'splash-2732x2732-1.png', 'splash-2732x2732-2.png']) {
  jobs.push([path.join(IOS_ASSETS, 'Splash.imageset', name), 2732, 2732, { markScale: 0.3 }, true]);
}
jobs.push([path.join(PUBLIC, 'icons', 'icon-192.png'), 192, 192, { markScale: 0.86 }, true]);
jobs.push([path.join(PUBLIC, 'icons', 'icon-512.png'), 512, 512, { markScale: 0.86 }, true]);
// Maskable: the platform may cut to a circle of 80 % of the side.
jobs.push([path.join(PUBLIC, 'icons', 'maskable-512.png'), 512, 512, { markScale: 0.62 }, true]);
jobs.push([path.join(PUBLIC, 'icons', 'apple-touch-icon.png'), 180, 180, { markScale: 0.86 }, true]);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const [file, w, h, composition, opaque] of jobs) {
    await page.setViewportSize({ width: w, height: h });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${compose({ w, h, ...composition })}</body></html>`,
    );
    const shot = await page.screenshot({
      type: 'png',
      omitBackground: true,
      clip: { x: 0, y: 0, width: w, height: h },
    });
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, encodePng(decodePng(shot), opaque));
    console.log(`${path.relative(ROOT, file)} ${w}x${h}`);
  }
} finally {
  await browser.close();
}

copyFileSync(path.join(ROOT, 'assets', 'logo.svg'), path.join(PUBLIC, 'icons', 'favicon.svg'));
writeFileSync(
  path.join(ANDROID_RES, 'values', 'ic_launcher_background.xml'),
  `<?xml version="1.0" encoding="utf-8"?>\n<resources>\n    <color name="ic_launcher_background">${BRAND_GREEN.toUpperCase()}</color>\n</resources>\n`,
);
