/**
 * make-post-images.ts: draws the blog's cover images on this machine, with nothing downloaded.
 *
 * What it makes (paths relative to the repository root), each a 1600x900 sRGB JPEG (mozjpeg,
 * quality 78, progressive, 4:2:0, no metadata), no text and no fonts, 40 to 60 KB each; the
 * script fails if one goes over 120 KB:
 *   src/assets/posts/chakra-alignment.jpg       seven chakra lights in a column over dusk violet
 *   src/assets/posts/aura-expansion.jpg         layered ovals of light around a seated figure
 *   src/assets/posts/guided-meditation.jpg      concentric ripples on a still lake at dusk
 *   src/assets/posts/tarot-meaning.jpg          three fanned cards with gold borders: moon, sun, star
 *   src/assets/posts/third-eye-meditation.jpg   an almond eye of light with indigo rays
 *   src/assets/posts/spiritual-protection.jpg   a sphere of light shielding a small warm centre
 *   src/assets/posts/energy-cleansing-home.jpg  a house outlined in gold, lit door, drifting smoke
 *   src/assets/posts/intuition-development.jpg  a golden spiral inside an inner compass
 *   src/assets/posts/hooponopono.jpg            sunrise over the sea, a heart of light on the water
 * The other posts have no image on purpose: the blog shows a designed placeholder for them
 * (src/components/blog/PostPlaceholder.tsx). src/site/images.ts picks these up
 * by file name, so the names are the posts' keys.
 *
 * How: each picture is hand-written SVG (gradients, circles, arcs, paths, feGaussianBlur glows and
 * a faint feTurbulence grain that also hides banding), rendered by sharp's librsvg and encoded
 * with mozjpeg. All of them share one palette (dusk violet, soft gold, sand, mist, muted teal,
 * sage) and the same soft lighting, so they sit together as a set.
 *
 * Deterministic: there is no Math.random and no clock in the drawing. Scattered details come from
 * a seeded generator and the grain from fixed feTurbulence seeds, so every run writes the same
 * bytes (with the same sharp/libvips version). Each file is written to a temporary name and
 * renamed into place, and every run replaces all nine.
 *
 * How long it takes: about 22 CPU-seconds, nearly all of it librsvg rendering the grain
 * (feTurbulence, about 1 s a picture) and the large blurs. That is 25 to 30 s of wall time on an
 * idle 2-core machine and up to about 1.5 minutes on a heavily loaded one.
 *
 * Usage (from the repository root): node scripts/media/make-post-images.ts
 * (Node 24 runs the TypeScript directly; sharp comes from the project's dependencies.)
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const OUT_DIR = join(ROOT, 'src', 'assets', 'posts');
const W = 1600;
const H = 900;
const MAX_BYTES = 120 * 1024;

// ---------------------------------------------------------------------------------------------
// Palette and small helpers
// ---------------------------------------------------------------------------------------------

const C = {
  night: '#1b1530',
  dusk: '#2a1f47',
  violet: '#4b3a7a',
  lilac: '#5e4a96',
  gold: '#e0c28a',
  amber: '#b8873a',
  sand: '#efe6da',
  mist: '#f7f3ee',
  teal: '#2f6270',
  sage: '#3f5a4c',
  indigo: '#37306b',
  glow: '#fff3dc',
};

/** A number for SVG: at most one decimal, no trailing zeros. */
function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** Seeded generator (mulberry32): the same seed always gives the same sequence in [0, 1). */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Mixes two #rrggbb colours; amount 0 gives a, 1 gives b. */
function mix(a: string, b: string, amount: number): string {
  const channel = (hex: string, i: number) => Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
  let out = '#';
  for (let i = 0; i < 3; i++) {
    const value = Math.round(channel(a, i) * (1 - amount) + channel(b, i) * amount);
    out += value.toString(16).padStart(2, '0');
  }
  return out;
}

/** A Gaussian blur filter with room around the shape for the glow to spread. */
function blur(id: string, deviation: number): string {
  return `<filter id="${id}" x="-60%" y="-60%" width="220%" height="220%"><feGaussianBlur stdDeviation="${deviation}"/></filter>`;
}

/** Gradient stops from [offset, colour, opacity] triples. */
function stops(list: ReadonlyArray<readonly [number, string, number?]>): string {
  return list
    .map(
      ([offset, color, opacity]) => `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity ?? 1}"/>`,
    )
    .join('');
}

/** A radial gradient in canvas pixels. */
function radial(
  id: string,
  cx: number,
  cy: number,
  r: number,
  list: ReadonlyArray<readonly [number, string, number?]>,
) {
  return `<radialGradient id="${id}" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" gradientUnits="userSpaceOnUse">${stops(list)}</radialGradient>`;
}

/** A linear gradient in canvas pixels. */
function linear(
  id: string,
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  list: ReadonlyArray<readonly [number, string, number?]>,
) {
  return `<linearGradient id="${id}" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" gradientUnits="userSpaceOnUse">${stops(list)}</linearGradient>`;
}

/** Small, faint specks of light (distant stars, floating motes) scattered over a box. */
function specks(
  seed: number,
  count: number,
  box: { x: number; y: number; w: number; h: number },
  color: string,
  maxOpacity = 0.55,
): string {
  const rand = seeded(seed);
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = box.x + rand() * box.w;
    const y = box.y + rand() * box.h;
    const r = 1.1 + rand() * rand() * 2.6;
    const opacity = 0.15 + rand() * (maxOpacity - 0.15);
    out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${color}" fill-opacity="${Math.round(opacity * 100) / 100}"/>`;
  }
  return out;
}

/**
 * The whole picture: the artwork, then a soft vignette and a fine, zero-mean grain (light and dark
 * specks in equal measure) that keeps the dark gradients from banding after JPEG compression.
 */
function frame(defs: string, body: string, seed: number, vignette = 0.5): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>
${defs}
${radial('vignette', W / 2, H / 2, 980, [
  [0.45, '#0c0916', 0],
  [1, '#0c0916', vignette],
])}
<filter id="grain" x="0" y="0" width="100%" height="100%">
  <feTurbulence type="fractalNoise" baseFrequency="0.85" numOctaves="2" seed="${seed}" stitchTiles="stitch" result="noise"/>
  <feColorMatrix in="noise" type="matrix" values="0 0 0 0 1  0 0 0 0 1  0 0 0 0 1  0.22 0 0 0 -0.11" result="light"/>
  <feColorMatrix in="noise" type="matrix" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  -0.22 0 0 0 0.11" result="dark"/>
  <feMerge><feMergeNode in="light"/><feMergeNode in="dark"/></feMerge>
</filter>
</defs>
${body}
<rect width="${W}" height="${H}" fill="url(#vignette)"/>
<rect width="${W}" height="${H}" filter="url(#grain)"/>
</svg>`;
}

// ---------------------------------------------------------------------------------------------
// The pictures
// ---------------------------------------------------------------------------------------------

/** Seven chakra lights, crown to root, in a column of gold light over dusk violet. */
function chakraAlignment(): string {
  const colors = ['#c9a3ea', '#8a82e0', '#6fb0d6', '#7fbf92', '#e9c86a', '#e39257', '#d8695f'];
  const cx = 800;
  const top = 150;
  const step = 100;
  const heartY = top + 3 * step;
  const defs = [
    linear('bg', 0, 0, 0, H, [
      [0, C.night],
      [0.55, C.dusk],
      [1, '#33275a'],
    ]),
    radial('haze', cx, heartY, 620, [
      [0, C.lilac, 0.75],
      [0.55, C.violet, 0.3],
      [1, C.violet, 0],
    ]),
    linear('column', 0, top - 120, 0, top + 6 * step + 120, [
      [0, C.gold, 0],
      [0.2, C.gold, 0.55],
      [0.8, C.gold, 0.55],
      [1, C.gold, 0],
    ]),
    blur('b40', 40),
    blur('b16', 16),
    blur('b6', 6),
    blur('b2', 2),
  ].join('\n');
  let lights = '';
  colors.forEach((color, i) => {
    const y = top + i * step;
    const core = mix(color, '#ffffff', 0.5);
    lights += `<circle cx="${cx}" cy="${y}" r="92" fill="${color}" fill-opacity=".36" filter="url(#b40)"/>
<circle cx="${cx}" cy="${y}" r="40" fill="${color}" fill-opacity=".72" filter="url(#b16)"/>
<circle cx="${cx}" cy="${y}" r="21" fill="${core}" filter="url(#b2)"/>
<circle cx="${cx}" cy="${y}" r="7" fill="#ffffff" fill-opacity=".85" filter="url(#b2)"/>`;
  });
  let rings = '';
  for (const [r, opacity] of [
    [230, 0.14],
    [300, 0.09],
    [380, 0.05],
  ] as const) {
    rings += `<circle cx="${cx}" cy="${heartY}" r="${r}" fill="none" stroke="${C.gold}" stroke-opacity="${opacity}" stroke-width="2"/>`;
  }
  const body = `<rect width="${W}" height="${H}" fill="url(#bg)"/>
<rect width="${W}" height="${H}" fill="url(#haze)"/>
${specks(11, 90, { x: 0, y: 0, w: W, h: H }, C.sand, 0.45)}
${rings}
<rect x="${cx - 22}" y="${top - 120}" width="44" height="${6 * step + 240}" fill="url(#column)" fill-opacity=".35" filter="url(#b16)"/>
<rect x="${cx - 1.5}" y="${top - 90}" width="3" height="${6 * step + 180}" fill="url(#column)" filter="url(#b2)"/>
${lights}`;
  return frame(defs, body, 3);
}

/**
 * A closed path symmetric about x = cx, from the right half: cubic segments [c1, c2, end] in
 * offsets from cx, starting at (cx + start[0], start[1]) and ending on the axis.
 */
function mirrored(cx: number, start: readonly [number, number], right: ReadonlyArray<readonly number[]>): string {
  const pt = (dx: number | undefined, y: number | undefined, sign: number) =>
    `${n(cx + sign * (dx ?? 0))} ${n(y ?? 0)}`;
  let d = `M ${pt(start[0], start[1], 1)} `;
  for (const seg of right) d += `C ${pt(seg[0], seg[1], 1)}, ${pt(seg[2], seg[3], 1)}, ${pt(seg[4], seg[5], 1)} `;
  // The left half: the same segments walked backwards, mirrored.
  const points: Array<readonly [number | undefined, number | undefined]> = [[start[0], start[1]]];
  for (const seg of right) points.push([seg[4], seg[5]]);
  for (let i = right.length - 1; i >= 0; i--) {
    const seg = right[i] ?? [];
    const from = points[i] ?? [0, 0];
    d += `C ${pt(seg[2], seg[3], -1)}, ${pt(seg[0], seg[1], -1)}, ${pt(from[0], from[1], -1)} `;
  }
  return `${d}Z`;
}

/** A faint seated figure inside layered ovals of light: gold, rose, violet, teal. */
function auraExpansion(): string {
  const cx = 800;
  const cy = 520;
  const defs = [
    linear('bg', 0, 0, 0, H, [
      [0, C.night],
      [1, C.dusk],
    ]),
    radial('aura', cx, cy, 560, [
      [0, C.glow, 0.9],
      [0.18, C.gold, 0.75],
      [0.38, '#c98a8f', 0.45],
      [0.62, C.lilac, 0.35],
      [0.85, C.teal, 0.18],
      [1, C.teal, 0],
    ]),
    linear('figure', 0, 330, 0, 800, [
      [0, '#3a2d5e', 0.74],
      [1, C.dusk, 0.9],
    ]),
    blur('b60', 60),
    blur('b24', 24),
    blur('b8', 8),
    blur('b3', 3),
  ].join('\n');
  // Seated in meditation, seen from the front: head, sloping shoulders, arms resting on crossed legs.
  const body = mirrored(
    cx,
    [18, 436],
    [
      [20, 458, 22, 468, 34, 478],
      [54, 492, 98, 494, 124, 512],
      [150, 532, 152, 580, 158, 624],
      [164, 664, 192, 696, 228, 714],
      [274, 736, 306, 752, 306, 778],
      [306, 804, 252, 812, 180, 812],
      [110, 812, 40, 806, 0, 806],
    ],
  );
  const head = `M ${cx} 362 C ${cx + 31} 362, ${cx + 45} 386, ${cx + 45} 410 C ${cx + 45} 437, ${cx + 27} 458, ${cx} 458 C ${cx - 27} 458, ${cx - 45} 437, ${cx - 45} 410 C ${cx - 45} 386, ${cx - 31} 362, ${cx} 362 Z`;
  const figure = `${head} ${body}`;
  const layers = [
    { rx: 240, ry: 320, color: C.gold, opacity: 0.55, width: 5 },
    { rx: 320, ry: 400, color: '#d9a0a0', opacity: 0.35, width: 4 },
    { rx: 410, ry: 480, color: '#9a86d6', opacity: 0.26, width: 4 },
    { rx: 510, ry: 570, color: '#6fa4ae', opacity: 0.16, width: 3 },
  ];
  let halo = '';
  for (const layer of layers) {
    halo += `<ellipse cx="${cx}" cy="${cy}" rx="${layer.rx}" ry="${layer.ry}" fill="none" stroke="${layer.color}" stroke-width="${layer.width * 6}" stroke-opacity="${layer.opacity * 0.5}" filter="url(#b24)"/>
<ellipse cx="${cx}" cy="${cy}" rx="${layer.rx}" ry="${layer.ry}" fill="none" stroke="${layer.color}" stroke-width="${layer.width}" stroke-opacity="${layer.opacity}" filter="url(#b3)"/>`;
  }
  const art = `<rect width="${W}" height="${H}" fill="url(#bg)"/>
${specks(23, 70, { x: 0, y: 0, w: W, h: H }, C.sand, 0.4)}
<ellipse cx="${cx}" cy="${cy}" rx="620" ry="640" fill="url(#aura)" filter="url(#b60)"/>
${halo}
<path d="${figure}" fill="${C.glow}" fill-opacity=".6" filter="url(#b8)"/>
<path d="${figure}" fill="url(#figure)"/>`;
  return frame(defs, art, 5);
}

/** A still lake at dusk, misty hills, and rings spreading from one drop of light. */
function guidedMeditation(): string {
  const horizon = 430;
  const cx = 800;
  const cy = 660;
  const defs = [
    linear('sky', 0, 0, 0, horizon, [
      [0, C.night],
      [0.45, C.dusk],
      [0.8, C.violet],
      [1, '#9a7a9c'],
    ]),
    linear('water', 0, horizon, 0, H, [
      [0, '#6c5886'],
      [0.3, '#43356f'],
      [0.7, C.dusk],
      [1, C.night],
    ]),
    radial('dusk', cx, horizon, 620, [
      [0, C.gold, 0.55],
      [0.4, '#c98f86', 0.22],
      [1, '#c98f86', 0],
    ]),
    linear('ringStroke', 0, cy - 120, 0, cy + 160, [
      [0, C.sand, 1],
      [1, C.gold, 1],
    ]),
    blur('b30', 30),
    blur('b10', 10),
    blur('b4', 4),
    blur('b1', 1.2),
  ].join('\n');
  const far = `M 0 ${horizon} L 0 368 C 160 340, 300 352, 420 376 C 520 396, 600 392, 700 402 C 780 410, 840 412, 900 ${horizon} Z
M 980 ${horizon} C 1060 404, 1160 380, 1260 360 C 1380 338, 1500 344, 1600 358 L 1600 ${horizon} Z`;
  const near = `M 0 ${horizon} L 0 398 C 120 384, 220 392, 320 408 C 380 418, 440 424, 520 ${horizon} Z
M 1120 ${horizon} C 1200 414, 1320 396, 1440 394 C 1520 393, 1570 398, 1600 402 L 1600 ${horizon} Z`;
  let rings = '';
  for (let i = 0; i < 9; i++) {
    const rx = 46 + i * 74 + i * i * 6;
    const ry = rx * 0.19;
    const opacity = 0.7 * (1 - i / 9.5) ** 1.2;
    const width = 4.4 - i * 0.26;
    rings += `<ellipse cx="${cx}" cy="${n(cy + 2)}" rx="${n(rx)}" ry="${n(ry)}" fill="none" stroke="${C.night}" stroke-opacity="${Math.round(opacity * 60) / 100}" stroke-width="${n(width * 2.2)}" filter="url(#b4)"/>
<ellipse cx="${cx}" cy="${cy}" rx="${n(rx)}" ry="${n(ry)}" fill="none" stroke="url(#ringStroke)" stroke-opacity="${Math.round(opacity * 100) / 100}" stroke-width="${n(width)}" filter="url(#b1)"/>`;
  }
  const body = `<rect width="${W}" height="${H}" fill="url(#sky)"/>
<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#water)"/>
<rect width="${W}" height="${H}" fill="url(#dusk)"/>
${specks(31, 45, { x: 0, y: 0, w: W, h: 280 }, C.sand, 0.5)}
<path d="${far}" fill="#3b3566" fill-opacity=".85" filter="url(#b1)"/>
<path d="${near}" fill="#2c3556" filter="url(#b1)"/>
<g transform="translate(0 ${horizon * 2}) scale(1 -1)" opacity=".5" filter="url(#b4)">
  <path d="${far}" fill="#3b3566"/>
  <path d="${near}" fill="#2c3556"/>
</g>
<ellipse cx="${cx}" cy="${horizon}" rx="760" ry="26" fill="${C.mist}" fill-opacity=".16" filter="url(#b30)"/>
<ellipse cx="${cx}" cy="${horizon + 4}" rx="520" ry="2" fill="${C.gold}" fill-opacity=".55" filter="url(#b1)"/>
<ellipse cx="${cx}" cy="${horizon + 110}" rx="70" ry="120" fill="${C.gold}" fill-opacity=".16" filter="url(#b30)"/>
${rings}
<circle cx="${cx}" cy="${cy}" r="46" fill="${C.gold}" fill-opacity=".35" filter="url(#b30)"/>
<ellipse cx="${cx}" cy="${cy}" rx="12" ry="5" fill="${C.glow}" filter="url(#b4)"/>`;
  return frame(defs, body, 7, 0.45);
}

/** Points of a star: alternating outer radii for the tips, one inner radius between them. */
function starPath(cx: number, cy: number, tips: readonly number[], inner: number, turn = 0): string {
  const count = tips.length;
  let d = '';
  tips.forEach((outer, i) => {
    const a = turn + (i / count) * Math.PI * 2 - Math.PI / 2;
    const b = a + Math.PI / count;
    d += `${i === 0 ? 'M' : 'L'} ${n(cx + outer * Math.cos(a))} ${n(cy + outer * Math.sin(a))} `;
    d += `L ${n(cx + inner * Math.cos(b))} ${n(cy + inner * Math.sin(b))} `;
  });
  return `${d}Z`;
}

/** Three tarot cards fanned out, gold-bordered, bearing a moon, a sun and a star. */
function tarotMeaning(): string {
  const cw = 300;
  const ch = 480;
  const defs = [
    radial('bg', 800, 470, 950, [
      [0, C.violet],
      [0.5, C.dusk],
      [1, C.night],
    ]),
    radial('behind', 800, 460, 520, [
      [0, C.gold, 0.35],
      [0.5, C.gold, 0.08],
      [1, C.gold, 0],
    ]),
    linear('face', 0, -ch / 2, 0, ch / 2, [
      [0, '#3a2d63'],
      [1, '#211a3c'],
    ]),
    radial('faceGlow', 0, 0, 210, [
      [0, C.gold, 0.22],
      [1, C.gold, 0],
    ]),
    blur('b30', 30),
    blur('b12', 12),
    blur('b5', 5),
    blur('b2', 2),
  ].join('\n');
  const moon = `<path d="M 0 -72 A 72 72 0 0 0 0 72 A 42 72 0 0 1 0 -72 Z" transform="rotate(-24) translate(10 0)"/>`;
  let rays = '';
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    const r2 = i % 2 === 0 ? 78 : 64;
    rays += `M ${n(50 * Math.cos(a))} ${n(50 * Math.sin(a))} L ${n(r2 * Math.cos(a))} ${n(r2 * Math.sin(a))} `;
  }
  const sun = `<circle r="34"/><path d="${rays}" fill="none" stroke="${C.gold}" stroke-width="6" stroke-linecap="round"/>`;
  const star = `<path d="${starPath(0, 0, [78, 34, 60, 34, 78, 34, 60, 34], 13)}"/>`;
  const card = (x: number, y: number, angle: number, glyph: string, shade: number) => {
    const corner = (sx: number, sy: number) =>
      `<circle cx="${sx * (cw / 2 - 34)}" cy="${sy * (ch / 2 - 34)}" r="4" fill="${C.gold}" fill-opacity=".8"/>`;
    return `<g transform="translate(${x} ${y}) rotate(${angle})">
  <rect x="${-cw / 2 + 6}" y="${-ch / 2 + 26}" width="${cw}" height="${ch}" rx="20" fill="#07050d" fill-opacity=".55" filter="url(#b12)"/>
  <rect x="${-cw / 2}" y="${-ch / 2}" width="${cw}" height="${ch}" rx="20" fill="url(#face)"/>
  <rect x="${-cw / 2}" y="${-ch / 2}" width="${cw}" height="${ch}" rx="20" fill="url(#faceGlow)"/>
  <rect x="${-cw / 2}" y="${-ch / 2}" width="${cw}" height="${ch}" rx="20" fill="none" stroke="${C.gold}" stroke-width="5"/>
  <rect x="${-cw / 2 + 18}" y="${-ch / 2 + 18}" width="${cw - 36}" height="${ch - 36}" rx="10" fill="none" stroke="${C.amber}" stroke-width="2"/>
  ${corner(-1, -1)}${corner(1, -1)}${corner(-1, 1)}${corner(1, 1)}
  <path d="M -40 ${ch / 2 - 70} L 40 ${ch / 2 - 70} M -40 ${-ch / 2 + 70} L 40 ${-ch / 2 + 70}" stroke="${C.gold}" stroke-opacity=".55" stroke-width="2" stroke-linecap="round"/>
  <g fill="${C.gold}" filter="url(#b12)" opacity=".8">${glyph}</g>
  <g fill="${C.gold}">${glyph}</g>
  <rect x="${-cw / 2 - 4}" y="${-ch / 2 - 4}" width="${cw + 8}" height="${ch + 8}" rx="22" fill="${C.night}" fill-opacity="${shade}"/>
</g>`;
  };
  const body = `<rect width="${W}" height="${H}" fill="url(#bg)"/>
${specks(41, 110, { x: 0, y: 0, w: W, h: H }, C.sand, 0.5)}
<rect width="${W}" height="${H}" fill="url(#behind)"/>
${card(575, 500, -14, moon, 0.22)}
${card(1025, 500, 14, star, 0.22)}
${card(800, 455, 0, sun, 0)}`;
  return frame(defs, body, 9);
}

/** An almond of light with a deep indigo iris, and soft indigo rays fanning out behind it. */
function thirdEyeMeditation(): string {
  const cx = 800;
  const cy = 450;
  const defs = [
    radial('bg', cx, cy, 950, [
      [0, '#3d3579'],
      [0.45, C.indigo],
      [1, C.night],
    ]),
    radial('rays', cx, cy, 720, [
      [0, '#9d92ec', 0.55],
      [0.4, '#6f64cc', 0.22],
      [1, '#5e4a96', 0],
    ]),
    // Fitted to the almond's box, so the light fades exactly towards its rim.
    `<radialGradient id="almond" cx=".5" cy=".5" r=".5">${stops([
      [0, C.glow, 0.95],
      [0.4, '#f4dfb4', 0.62],
      [0.75, '#cbb6e8', 0.3],
      [1, '#a99be0', 0.2],
    ])}</radialGradient>`,
    radial('iris', cx, cy, 78, [
      [0, '#7d72d6'],
      [0.55, '#41378a'],
      [1, '#262053'],
    ]),
    blur('b50', 50),
    blur('b20', 20),
    blur('b10', 10),
    blur('b4', 4),
    blur('b1', 1),
  ].join('\n');
  let wide = '';
  let fine = '';
  const p = (angle: number, r: number) => `${n(cx + r * Math.cos(angle))} ${n(cy + r * Math.sin(angle))}`;
  for (let i = 0; i < 28; i++) {
    const a = (i / 28) * Math.PI * 2 + Math.PI / 28;
    const long = i % 2 === 0;
    const len = long ? 820 : 560;
    const half = long ? 0.05 : 0.035;
    wide += `M ${p(a, 40)} L ${p(a - half, len)} L ${p(a + half, len)} Z `;
    fine += `M ${p(a, 200)} L ${p(a, len * 0.8)} `;
  }
  const almond = (hw: number, lift: number) =>
    `M ${cx - hw} ${cy} C ${n(cx - hw * 0.55)} ${cy - lift}, ${n(cx + hw * 0.55)} ${cy - lift}, ${cx + hw} ${cy} C ${n(cx + hw * 0.55)} ${cy + lift}, ${n(cx - hw * 0.55)} ${cy + lift}, ${cx - hw} ${cy} Z`;
  const eye = almond(280, 170);
  const body = `<rect width="${W}" height="${H}" fill="url(#bg)"/>
${specks(53, 80, { x: 0, y: 0, w: W, h: H }, C.sand, 0.45)}
<path d="${wide}" fill="url(#rays)" filter="url(#b10)"/>
<path d="${fine}" stroke="url(#rays)" stroke-width="2" stroke-linecap="round" filter="url(#b1)"/>
<path d="${almond(470, 270)}" fill="none" stroke="${C.gold}" stroke-opacity=".12" stroke-width="2"/>
<path d="${almond(380, 220)}" fill="none" stroke="${C.gold}" stroke-opacity=".22" stroke-width="2.5"/>
<ellipse cx="${cx}" cy="${cy}" rx="330" ry="170" fill="${C.gold}" fill-opacity=".22" filter="url(#b50)"/>
<path d="${eye}" fill="url(#almond)"/>
<path d="${eye}" fill="none" stroke="${C.gold}" stroke-opacity=".8" stroke-width="10" filter="url(#b10)"/>
<path d="${eye}" fill="none" stroke="#f6e3b8" stroke-width="3.5" stroke-linejoin="round" filter="url(#b1)"/>
<circle cx="${cx}" cy="${cy}" r="92" fill="${C.gold}" fill-opacity=".35" filter="url(#b20)"/>
<circle cx="${cx}" cy="${cy}" r="78" fill="url(#iris)"/>
<circle cx="${cx}" cy="${cy}" r="78" fill="none" stroke="${C.gold}" stroke-opacity=".9" stroke-width="3.5" filter="url(#b1)"/>
<circle cx="${cx}" cy="${cy}" r="56" fill="none" stroke="${C.gold}" stroke-opacity=".3" stroke-width="2"/>
<circle cx="${cx}" cy="${cy}" r="24" fill="${C.glow}" fill-opacity=".55" filter="url(#b10)"/>
<circle cx="${cx}" cy="${cy}" r="7" fill="#ffffff" filter="url(#b1)"/>`;
  return frame(defs, body, 13);
}

/** A sphere of light, rimmed in gold and sealed with six points, around one small warm light. */
function spiritualProtection(): string {
  const cx = 800;
  const cy = 450;
  const r = 290;
  const defs = [
    linear('bg', 0, 0, W, H, [
      [0, C.night],
      [0.5, '#1f2438'],
      [1, C.night],
    ]),
    radial('sage', cx, cy, 700, [
      [0, C.sage, 0.95],
      [0.45, C.teal, 0.45],
      [1, C.teal, 0],
    ]),
    radial('sphere', cx, cy, r, [
      [0, C.gold, 0.02],
      [0.6, C.gold, 0.06],
      [0.9, '#f2dcae', 0.22],
      [1, '#f2dcae', 0.38],
    ]),
    radial('center', cx, cy, 120, [
      [0, C.glow, 0.9],
      [0.3, C.gold, 0.45],
      [1, C.gold, 0],
    ]),
    blur('b40', 40),
    blur('b14', 14),
    blur('b5', 5),
    blur('b1', 1.2),
  ].join('\n');
  let seals = '';
  for (let i = 0; i < 6; i++) {
    const a = (i / 6) * Math.PI * 2 - Math.PI / 2;
    const x = cx + r * Math.cos(a);
    const y = cy + r * Math.sin(a);
    seals += `<circle cx="${n(x)}" cy="${n(y)}" r="22" fill="${C.gold}" fill-opacity=".35" filter="url(#b14)"/>
<circle cx="${n(x)}" cy="${n(y)}" r="7" fill="${C.glow}" filter="url(#b1)"/>`;
  }
  // Six gentle arcs, each bowing in between two points: a flower-like seal inside the circle.
  let petals = '';
  for (let i = 0; i < 6; i++) {
    const a = (i / 6) * Math.PI * 2 - Math.PI / 2;
    const b = a + Math.PI / 3;
    petals += `M ${n(cx + r * Math.cos(a))} ${n(cy + r * Math.sin(a))} A ${r} ${r} 0 0 0 ${n(cx + r * Math.cos(b))} ${n(cy + r * Math.sin(b))} `;
  }
  const body = `<rect width="${W}" height="${H}" fill="url(#bg)"/>
<rect width="${W}" height="${H}" fill="url(#sage)"/>
${specks(61, 90, { x: 0, y: 0, w: W, h: H }, C.sand, 0.45)}
<circle cx="${cx}" cy="${cy}" r="${r + 60}" fill="none" stroke="${C.gold}" stroke-opacity=".08" stroke-width="2"/>
<circle cx="${cx}" cy="${cy}" r="${r + 110}" fill="none" stroke="${C.gold}" stroke-opacity=".05" stroke-width="2"/>
<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#sphere)"/>
<path d="${petals}" fill="none" stroke="${C.gold}" stroke-opacity=".2" stroke-width="2"/>
<circle cx="${cx}" cy="${cy}" r="${r - 70}" fill="none" stroke="${C.gold}" stroke-opacity=".4" stroke-width="3" stroke-dasharray="0.1 16" stroke-linecap="round"/>
<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${C.gold}" stroke-opacity=".55" stroke-width="26" filter="url(#b40)"/>
<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#f6e3b8" stroke-opacity=".9" stroke-width="4" filter="url(#b5)"/>
<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${C.glow}" stroke-width="1.6" filter="url(#b1)"/>
${seals}
<circle cx="${cx}" cy="${cy}" r="120" fill="url(#center)"/>
<circle cx="${cx}" cy="${cy}" r="16" fill="${C.glow}" filter="url(#b5)"/>
<circle cx="${cx}" cy="${cy}" r="7" fill="#ffffff" filter="url(#b1)"/>`;
  return frame(defs, body, 17);
}

/** A house drawn in gold with a lit door and round window; a wisp of smoke drifts across it. */
function energyCleansingHome(): string {
  const ground = 700;
  const cx = 860;
  const defs = [
    linear('bg', 0, 0, 0, H, [
      [0, C.night],
      [0.6, C.dusk],
      [0.78, '#3a2d5f'],
      [1, '#221a3b'],
    ]),
    radial('warm', cx, 600, 520, [
      [0, C.gold, 0.4],
      [0.5, C.amber, 0.12],
      [1, C.amber, 0],
    ]),
    linear('door', 0, 560, 0, ground, [
      [0, '#fff1d2'],
      [1, '#e9c37f'],
    ]),
    `<radialGradient id="spill" cx=".5" cy=".5" r=".5">${stops([
      [0, C.gold, 0.5],
      [0.5, C.gold, 0.16],
      [1, C.gold, 0],
    ])}</radialGradient>`,
    linear('smoke', 240, 760, 1400, 140, [
      [0, C.sand, 0.35],
      [0.25, C.sand, 0.7],
      [0.75, C.mist, 0.5],
      [1, C.mist, 0],
    ]),
    blur('b30', 30),
    blur('b12', 12),
    blur('b5', 5),
    blur('b2', 2),
  ].join('\n');
  const left = cx - 230;
  const right = cx + 230;
  const eave = 450;
  const peak = 250;
  const house = `M ${left - 40} ${eave + 34} L ${cx} ${peak} L ${right + 40} ${eave + 34} M ${left} ${eave} L ${left} ${ground} L ${right} ${ground} L ${right} ${eave}`;
  // The chimney's sides stop on the roof line (slope from the peak to the eave's overhang).
  const roofAt = (x: number) => peak + ((x - cx) * (eave + 34 - peak)) / (right + 40 - cx);
  const chimney = `M ${cx + 120} ${n(roofAt(cx + 120))} L ${cx + 120} ${peak + 10} L ${cx + 170} ${peak + 10} L ${cx + 170} ${n(roofAt(cx + 170))}`;
  const door = `M ${cx - 42} ${ground} L ${cx - 42} 590 A 42 42 0 0 1 ${cx + 42} 590 L ${cx + 42} ${ground} Z`;
  // The smoke rises from a small bowl at the left and curls to the upper right across the house.
  const bowlX = 380;
  const wisp = (dx: number, dy: number, k: number) =>
    `M ${bowlX + dx * 0.3} ${ground - 44} C ${bowlX - 10 + dx} ${600 + dy}, ${bowlX + 70 + dx * k} ${540 + dy}, ${bowlX + 50 + dx} ${470 + dy} C ${bowlX + 30 + dx} ${400 + dy * k}, ${bowlX + 60 + dx} ${320 + dy}, ${bowlX + 200 + dx * k} ${270 + dy} C ${bowlX + 340 + dx} ${220 + dy * k}, ${bowlX + 480 + dx} ${250 + dy}, ${bowlX + 640 + dx * k} ${190 + dy} C ${bowlX + 780 + dx} ${140 + dy * k}, ${bowlX + 900 + dx} ${120 + dy}, ${bowlX + 1120} ${110 + dy * k}`;
  const body = `<rect width="${W}" height="${H}" fill="url(#bg)"/>
${specks(71, 60, { x: 0, y: 0, w: W, h: 380 }, C.sand, 0.45)}
<rect width="${W}" height="${H}" fill="url(#warm)"/>
<rect y="${ground}" width="${W}" height="${H - ground}" fill="${C.night}" fill-opacity=".45"/>
<ellipse cx="${cx}" cy="${ground + 10}" rx="520" ry="70" fill="url(#spill)"/>
<path d="M 120 ${ground} L 1480 ${ground}" stroke="${C.gold}" stroke-opacity=".22" stroke-width="2"/>
<path d="M ${left} ${eave} L ${cx} ${peak + 34} L ${right} ${eave} L ${right} ${ground} L ${left} ${ground} Z" fill="${C.gold}" fill-opacity=".07"/>
<path d="${house} ${chimney}" fill="none" stroke="${C.gold}" stroke-opacity=".6" stroke-width="14" stroke-linecap="round" stroke-linejoin="round" filter="url(#b12)"/>
<path d="${house} ${chimney}" fill="none" stroke="${C.gold}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>
<path d="${door}" fill="${C.gold}" fill-opacity=".8" filter="url(#b30)"/>
<path d="${door}" fill="url(#door)"/>
<circle cx="${cx}" cy="${eave - 40}" r="36" fill="${C.gold}" fill-opacity=".6" filter="url(#b30)"/>
<circle cx="${cx}" cy="${eave - 40}" r="30" fill="url(#door)"/>
<path d="M ${cx - 30} ${eave - 40} L ${cx + 30} ${eave - 40} M ${cx} ${eave - 70} L ${cx} ${eave - 10}" stroke="#7a5a2a" stroke-opacity=".55" stroke-width="3"/>
<g fill="none" stroke="url(#smoke)" stroke-linecap="round">
  <path d="${wisp(0, 0, 1)}" stroke-width="46" stroke-opacity=".18" filter="url(#b30)"/>
  <path d="${wisp(-6, 10, 1.15)}" stroke-width="14" stroke-opacity=".35" filter="url(#b12)"/>
  <path d="${wisp(0, 0, 1)}" stroke-width="4" stroke-opacity=".75" filter="url(#b2)"/>
  <path d="${wisp(18, -16, 0.85)}" stroke-width="2.5" stroke-opacity=".45" filter="url(#b2)"/>
</g>
<ellipse cx="${bowlX}" cy="${ground + 6}" rx="110" ry="16" fill="${C.gold}" fill-opacity=".18" filter="url(#b12)"/>
<circle cx="${bowlX}" cy="${ground - 44}" r="26" fill="${C.gold}" fill-opacity=".45" filter="url(#b12)"/>
<circle cx="${bowlX}" cy="${ground - 44}" r="6" fill="#ffd9a0" filter="url(#b2)"/>
<path d="M ${bowlX - 56} ${ground - 34} A 56 34 0 0 0 ${bowlX + 56} ${ground - 34} Z" fill="#2a2040" stroke="${C.gold}" stroke-width="5" stroke-linejoin="round"/>`;
  return frame(defs, body, 19);
}

/** A golden spiral unwinding inside the rings and ticks of an inner compass. */
function intuitionDevelopment(): string {
  const cx = 800;
  const cy = 450;
  const defs = [
    radial('bg', cx, cy, 950, [
      [0, '#3a3272'],
      [0.5, '#302a60'],
      [1, C.night],
    ]),
    radial('core', cx, cy, 360, [
      [0, C.gold, 0.3],
      [0.5, C.gold, 0.08],
      [1, C.gold, 0],
    ]),
    radial('spiralFade', cx, cy, 330, [
      [0, C.glow, 1],
      [0.5, C.gold, 0.9],
      [1, C.gold, 0.15],
    ]),
    blur('b24', 24),
    blur('b8', 8),
    blur('b3', 3),
    blur('b1', 1),
  ].join('\n');
  // A slow logarithmic spiral, about two turns from just outside the rose out to the ticks. Its
  // first stretch is drawn in short pieces of rising opacity, so the line grows out of nothing.
  const growth = 0.1;
  const r0 = 96;
  const turns = Math.log(318 / r0) / growth;
  const fadeIn = 2.4;
  const at = (t: number) => {
    const r = r0 * Math.exp(growth * t);
    return `${n(cx + r * Math.cos(t - Math.PI / 2))} ${n(cy + r * Math.sin(t - Math.PI / 2))}`;
  };
  let spiral = '';
  for (let t = fadeIn; t <= turns; t += 0.03) spiral += `${spiral ? 'L' : 'M'} ${at(t)} `;
  let spiralStart = '';
  for (let piece = 0; piece < 12; piece++) {
    const from = (piece / 12) * fadeIn;
    let d = `M ${at(from)} `;
    for (let t = from + 0.03; t < from + fadeIn / 12; t += 0.03) d += `L ${at(t)} `;
    d += `L ${at(from + fadeIn / 12)}`;
    spiralStart += `<path d="${d}" stroke-opacity="${Math.round(((piece + 1) / 12) ** 1.5 * 100) / 100}"/>`;
  }
  let ticks = '';
  let bigTicks = '';
  for (let i = 0; i < 72; i++) {
    const a = (i / 72) * Math.PI * 2;
    const big = i % 9 === 0;
    const inner = big ? 338 : 350;
    const outer = 362;
    const path = `M ${n(cx + inner * Math.cos(a))} ${n(cy + inner * Math.sin(a))} L ${n(cx + outer * Math.cos(a))} ${n(cy + outer * Math.sin(a))} `;
    if (big) bigTicks += path;
    else ticks += path;
  }
  // Compass rose: four long points, four short, each half in light and half in shade.
  let roseLight = '';
  let roseShade = '';
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2 - Math.PI / 2;
    const len = i % 2 === 0 ? (i === 0 ? 84 : 68) : 36;
    const side = i % 2 === 0 ? 11 : 8;
    const tip = `${n(cx + len * Math.cos(a))} ${n(cy + len * Math.sin(a))}`;
    const l = `${n(cx + side * Math.cos(a - Math.PI / 2))} ${n(cy + side * Math.sin(a - Math.PI / 2))}`;
    const r = `${n(cx + side * Math.cos(a + Math.PI / 2))} ${n(cy + side * Math.sin(a + Math.PI / 2))}`;
    roseLight += `M ${cx} ${cy} L ${l} L ${tip} Z `;
    roseShade += `M ${cx} ${cy} L ${r} L ${tip} Z `;
  }
  const body = `<rect width="${W}" height="${H}" fill="url(#bg)"/>
${specks(83, 90, { x: 0, y: 0, w: W, h: H }, C.sand, 0.45)}
<circle cx="${cx}" cy="${cy}" r="420" fill="url(#core)"/>
<circle cx="${cx}" cy="${cy}" r="362" fill="none" stroke="${C.gold}" stroke-opacity=".5" stroke-width="3"/>
<circle cx="${cx}" cy="${cy}" r="390" fill="none" stroke="${C.gold}" stroke-opacity=".16" stroke-width="2"/>
<circle cx="${cx}" cy="${cy}" r="60" fill="none" stroke="${C.gold}" stroke-opacity=".3" stroke-width="2" stroke-dasharray="2 8"/>
<path d="${ticks}" stroke="${C.gold}" stroke-opacity=".45" stroke-width="2.5" stroke-linecap="round"/>
<path d="${bigTicks}" stroke="${C.gold}" stroke-opacity=".85" stroke-width="4" stroke-linecap="round"/>
<path d="${spiral}" fill="none" stroke="url(#spiralFade)" stroke-opacity=".7" stroke-width="16" stroke-linecap="round" filter="url(#b24)"/>
<g fill="none" stroke="url(#spiralFade)" stroke-width="4.5" stroke-linejoin="round" filter="url(#b1)">
  ${spiralStart}
  <path d="${spiral}" stroke-linecap="round"/>
</g>
<path d="${roseLight} ${roseShade}" fill="${C.gold}" fill-opacity=".5" filter="url(#b8)"/>
<path d="${roseLight}" fill="#f0d9a8"/>
<path d="${roseShade}" fill="${C.amber}"/>
<circle cx="${cx}" cy="${cy}" r="30" fill="${C.glow}" fill-opacity=".6" filter="url(#b8)"/>
<circle cx="${cx}" cy="${cy}" r="8" fill="#ffffff" filter="url(#b1)"/>`;
  return frame(defs, body, 23);
}

/** Sunrise over the sea; the sun's path on the water gathers into a soft heart of light. */
function hooponopono(): string {
  const horizon = 500;
  const cx = 800;
  const sunY = horizon - 14;
  const defs = [
    linear('sky', 0, 0, 0, horizon, [
      [0, C.dusk],
      [0.3, C.violet],
      [0.58, '#85578a'],
      [0.82, '#c98070'],
      [1, '#e6b477'],
    ]),
    linear('sea', 0, horizon, 0, H, [
      [0, '#b27c7c'],
      [0.22, '#6e4b7e'],
      [0.6, '#3a2a5c'],
      [1, C.night],
    ]),
    radial('halo', cx, sunY, 620, [
      [0, '#fff0cf', 0.85],
      [0.15, '#f5cf8f', 0.5],
      [0.5, '#e39c74', 0.15],
      [1, '#e39c74', 0],
    ]),
    radial('heartFill', cx, 700, 300, [
      [0, '#ffe7bd', 0.6],
      [0.6, '#f0c080', 0.3],
      [1, '#f0c080', 0.18],
    ]),
    `<clipPath id="skyClip"><rect width="${W}" height="${horizon}"/></clipPath>`,
    blur('b40', 40),
    blur('b16', 16),
    blur('b6', 6),
    blur('b2', 2),
    blur('b1', 1),
  ].join('\n');
  // The heart on the water, lobes below the sun and point towards the viewer: the classic curve
  // x = 16 sin³t, y = 13 cos t - 5 cos 2t - 2 cos 3t - cos 4t, scaled to span x 550..1050, y 590..860.
  const heartTop = 590;
  const scale = (860 - heartTop) / 29;
  const outline: Array<readonly [number, number]> = [];
  for (let i = 0; i < 200; i++) {
    const t = (i / 200) * Math.PI * 2;
    const u = 16 * Math.sin(t) ** 3;
    const v = 13 * Math.cos(t) - 5 * Math.cos(2 * t) - 2 * Math.cos(3 * t) - Math.cos(4 * t);
    outline.push([cx + (u / 16) * 250, heartTop + (12 - v) * scale]);
  }
  const heart = `M ${outline.map(([x, y]) => `${n(x)} ${n(y)}`).join(' L ')} Z`;
  const cleft = heartTop + 7 * scale; // where the two lobes meet (v = 5 at t = 0)
  /** Inside the heart: an even-odd ray cast against the outline. */
  const inHeart = (x: number, y: number) => {
    let inside = false;
    let prev = outline[outline.length - 1] ?? [0, 0];
    for (const point of outline) {
      if (
        point[1] > y !== prev[1] > y &&
        x < ((prev[0] - point[0]) * (y - point[1])) / (prev[1] - point[1]) + point[0]
      ) {
        inside = !inside;
      }
      prev = point;
    }
    return inside;
  };
  // Where the sun's light runs: a narrow column from the horizon down to the heart's cleft.
  const lit = (x: number, y: number) => inHeart(x, y) || (y < cleft - 6 && Math.abs(x - cx) < 5 + (y - horizon) * 0.12);
  // Glints: short horizontal strokes, thinner and closer together near the horizon; only those
  // lying wholly in the light are drawn there, the rest of the sea gets faint wave lines.
  const rand = seeded(97);
  let glints = '';
  let waves = '';
  for (let y = horizon + 4; y < H; ) {
    const depth = (y - horizon) / (H - horizon);
    const width = 0.8 + depth * 2.6;
    for (let k = 0; k < 14; k++) {
      const x = cx + (rand() - 0.5) * 620;
      const len = 8 + rand() * (14 + depth * 70);
      if (lit(x, y) && lit(x + len, y)) {
        const opacity = 0.35 + rand() * 0.6;
        glints += `<path d="M ${n(x)} ${n(y)} L ${n(x + len)} ${n(y)}" stroke-width="${n(width * 1.1)}" stroke-opacity="${Math.round(opacity * 100) / 100}"/>`;
      }
    }
    for (let k = 0; k < 2 + depth * 3; k++) {
      const x = rand() * W;
      const len = 40 + rand() * (60 + depth * 220);
      waves += `<path d="M ${n(x)} ${n(y)} L ${n(x + len)} ${n(y)}" stroke-width="${n(width)}"/>`;
    }
    y += (3 + depth * 13) * (0.7 + rand() * 0.6);
  }
  const body = `<rect width="${W}" height="${horizon}" fill="url(#sky)"/>
<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#sea)"/>
<rect width="${W}" height="${H}" fill="url(#halo)"/>
${specks(101, 30, { x: 0, y: 0, w: W, h: 200 }, C.sand, 0.4)}
<g stroke="#e8c9c0" stroke-opacity=".08" stroke-linecap="round" filter="url(#b1)">${waves}</g>
<g clip-path="url(#skyClip)">
  <circle cx="${cx}" cy="${sunY}" r="140" fill="#ffe6b8" fill-opacity=".55" filter="url(#b40)"/>
  <circle cx="${cx}" cy="${sunY}" r="62" fill="#fff2d6" filter="url(#b2)"/>
</g>
<path d="M ${cx - 8} ${horizon} L ${cx + 8} ${horizon} L ${cx + 18} ${n(cleft)} L ${cx - 18} ${n(cleft)} Z" fill="#ffe3b0" fill-opacity=".3" filter="url(#b6)"/>
<path d="${heart}" fill="url(#heartFill)" filter="url(#b16)"/>
<path d="${heart}" fill="none" stroke="#ffe3b0" stroke-opacity=".3" stroke-width="8" filter="url(#b6)"/>
<g stroke="#fff1d6" stroke-linecap="round" filter="url(#b1)">${glints}</g>
<path d="M 0 ${horizon} L ${W} ${horizon}" stroke="#fff0d0" stroke-opacity=".55" stroke-width="2" filter="url(#b1)"/>`;
  return frame(defs, body, 29, 0.4);
}

// ---------------------------------------------------------------------------------------------
// Render
// ---------------------------------------------------------------------------------------------

const POSTS: ReadonlyArray<readonly [string, () => string]> = [
  ['chakra-alignment', chakraAlignment],
  ['aura-expansion', auraExpansion],
  ['guided-meditation', guidedMeditation],
  ['tarot-meaning', tarotMeaning],
  ['third-eye-meditation', thirdEyeMeditation],
  ['spiritual-protection', spiritualProtection],
  ['energy-cleansing-home', energyCleansingHome],
  ['intuition-development', intuitionDevelopment],
  ['hooponopono', hooponopono],
];

const started = performance.now();
await mkdir(OUT_DIR, { recursive: true });
for (const [key, draw] of POSTS) {
  const svg = draw();
  const jpeg = await sharp(Buffer.from(svg), { density: 72 })
    .resize(W, H, { fit: 'fill' })
    .jpeg({ quality: 78, mozjpeg: true, chromaSubsampling: '4:2:0' })
    .toBuffer();
  const dest = join(OUT_DIR, `${key}.jpg`);
  const name = relative(ROOT, dest);
  if (jpeg.length > MAX_BYTES) {
    console.error(`make-post-images: ${name} is ${jpeg.length} bytes, over its budget of ${MAX_BYTES} bytes.`);
    process.exit(1);
  }
  const tmp = `${dest}.tmp`;
  await writeFile(tmp, jpeg, { mode: 0o644 });
  await rename(tmp, dest);
  console.log(`  ${name.padEnd(44)} ${String(jpeg.length).padStart(7)} bytes (${(jpeg.length / 1024).toFixed(1)} KB)`);
}
console.log(`make-post-images: ${POSTS.length} images in ${((performance.now() - started) / 1000).toFixed(1)} s`);
