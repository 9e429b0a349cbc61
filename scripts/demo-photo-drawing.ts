/**
 * Draws the demo listing photos (`npm run demo:photos` writes them to demo/photos): each picture is
 * a flat illustration built as an SVG string and rasterised by sharp (librsvg), so drawing needs no
 * downloads and no fonts.
 *
 * Everything random comes from a PRNG seeded with `category:variant`, so the
 * same inputs always give the same picture.
 */
import sharp from 'sharp';
import { CATEGORIES, type Category } from '../src/shared/enums';

type DemoCategory = Category;

const W = 1600;
const H = 1200;
// Flat colours keep well at this quality; the files are committed, so every kilobyte counts.
const JPEG_QUALITY = 80;

// ---------------------------------------------------------------------------
// Deterministic randomness
// ---------------------------------------------------------------------------

/** FNV-1a: a stable 32-bit hash, so the seed never depends on the JS engine. */
function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: tiny and fast; plenty for choosing colours and sizes. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ---------------------------------------------------------------------------
// Colour helpers
// ---------------------------------------------------------------------------

function rgbOf(hex: string): [number, number, number] {
  const v = parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = rgbOf(a);
  const [br, bg, bb] = rgbOf(b);
  const ch = (x: number, y: number) =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${ch(ar, br)}${ch(ag, bg)}${ch(ab, bb)}`;
}

const darken = (c: string, t: number) => mix(c, '#000000', t);
const lighten = (c: string, t: number) => mix(c, '#ffffff', t);

// ---------------------------------------------------------------------------
// Time of day: the main thing that makes variants of one category differ
// ---------------------------------------------------------------------------

interface Light {
  skyTop: string;
  skyMid: string;
  skyLow: string;
  sun: string;
  glow: string;
  /** 0 = sun on the horizon, 1 = top of the sky. */
  sunHeight: number;
  cloud: string;
  cloudOpacity: number;
  /** Every surface colour is washed towards this colour by `tintAmount`. */
  tint: string;
  tintAmount: number;
  glassTop: string;
  glassLow: string;
  shadow: number;
  dusk: boolean;
}

const LIGHTS: readonly Light[] = [
  {
    // clear morning
    skyTop: '#4a8fd2',
    skyMid: '#8fc4e8',
    skyLow: '#dcedf5',
    sun: '#fffdf0',
    glow: '#fff6d0',
    sunHeight: 0.72,
    cloud: '#ffffff',
    cloudOpacity: 0.92,
    tint: '#ffffff',
    tintAmount: 0,
    glassTop: '#bfe0f3',
    glassLow: '#5d8bb3',
    shadow: 0.2,
    dusk: false,
  },
  {
    // golden afternoon
    skyTop: '#5f82bb',
    skyMid: '#e9bd8e',
    skyLow: '#fbdcae',
    sun: '#fff3cf',
    glow: '#ffcf86',
    sunHeight: 0.4,
    cloud: '#ffe8d0',
    cloudOpacity: 0.85,
    tint: '#f0a35e',
    tintAmount: 0.12,
    glassTop: '#f6d7aa',
    glassLow: '#7f86a0',
    shadow: 0.24,
    dusk: false,
  },
  {
    // dusk, lights coming on
    skyTop: '#1f2550',
    skyMid: '#6d4d86',
    skyLow: '#f2956a',
    sun: '#ffd7a0',
    glow: '#ff9d6a',
    sunHeight: 0.06,
    cloud: '#e99a8b',
    cloudOpacity: 0.6,
    tint: '#2b2a5a',
    tintAmount: 0.3,
    glassTop: '#57507f',
    glassLow: '#272849',
    shadow: 0.3,
    dusk: true,
  },
];

// ---------------------------------------------------------------------------
// SVG building blocks
// ---------------------------------------------------------------------------

type Pt = readonly [number, number];
type Stop = readonly [offset: number, color: string, opacity?: number];

/** Round to 0.1 px: keeps the SVG short and the output stable. */
const n = (v: number) => String(Math.round(v * 10) / 10);
const more = (extra: string) => (extra ? ` ${extra}` : '');

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(Math.max(0, w))}" height="${n(Math.max(0, h))}" fill="${fill}"${more(extra)}/>`;
const poly = (pts: readonly Pt[], fill: string, extra = '') =>
  `<polygon points="${pts.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" fill="${fill}"${more(extra)}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(Math.max(0, r))}" fill="${fill}"${more(extra)}/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(Math.max(0, rx))}" ry="${n(Math.max(0, ry))}" fill="${fill}"${more(extra)}/>`;
const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${more(extra)}/>`;
/** Many thin lines as one path element: far cheaper for librsvg than many <line>s. */
const strokes = (d: string, color: string, width: number, extra = '') =>
  d ? path(d, 'none', `stroke="${color}" stroke-width="${n(width)}"${more(extra)}`) : '';
const seg = (x1: number, y1: number, x2: number, y2: number) => `M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}`;
const shade = (opacity: number) => `opacity="${Math.round(opacity * 100) / 100}"`;

/** Collects shapes and gradient definitions for one picture. */
class Scene {
  private readonly defs: string[] = [];
  private readonly parts: string[] = [];
  private readonly gradientIds = new Map<string, string>();

  constructor(
    readonly rng: () => number,
    readonly light: Light,
    readonly variant: number,
  ) {}

  add(...shapes: string[]): void {
    this.parts.push(...shapes);
  }

  range(a: number, b: number): number {
    return a + (b - a) * this.rng();
  }

  int(a: number, b: number): number {
    return Math.floor(this.range(a, b + 1 - 1e-9));
  }

  chance(p: number): boolean {
    return this.rng() < p;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.rng() * items.length)];
    if (item === undefined) throw new Error('pick() needs a non-empty list');
    return item;
  }

  /** A surface colour as it looks under this scene's light. */
  lit(color: string): string {
    return mix(color, this.light.tint, this.light.tintAmount);
  }

  /** Linear gradient in object-bounding-box units; 'v' runs top to bottom. Returns a fill value. */
  linear(stops: readonly Stop[], dir: 'v' | 'h' | readonly [number, number, number, number] = 'v'): string {
    const [x1, y1, x2, y2] = dir === 'v' ? [0, 0, 0, 1] : dir === 'h' ? [0, 0, 1, 0] : dir;
    return this.gradient('linearGradient', `x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"`, stops);
  }

  radial(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    return this.gradient('radialGradient', `cx="${cx}" cy="${cy}" r="${r}"`, stops);
  }

  /** Identical gradients are shared, which keeps the SVG small. */
  private gradient(tag: string, geometry: string, stops: readonly Stop[]): string {
    const body = stops
      .map(
        ([o, c, a]) =>
          `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
      )
      .join('');
    const key = `${tag}|${geometry}|${body}`;
    let id = this.gradientIds.get(key);
    if (!id) {
      id = `g${this.gradientIds.size}`;
      this.gradientIds.set(key, id);
      this.defs.push(`<${tag} id="${id}" ${geometry}>${body}</${tag}>`);
    }
    return `url(#${id})`;
  }

  toSvg(): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
      `<defs>${this.defs.join('')}</defs>${this.parts.join('')}</svg>`
    );
  }
}

// ---------------------------------------------------------------------------
// Simple perspective camera, for scenes seen from inside or across the ground
// ---------------------------------------------------------------------------

/** Pin-hole camera at X = 0, height `eye`, looking along +Z. Y is up, in metres. */
interface Camera {
  f: number;
  cx: number;
  cy: number;
  eye: number;
}

const project = (c: Camera, x: number, y: number, z: number): Pt => [
  c.cx + (x * c.f) / z,
  c.cy + ((c.eye - y) * c.f) / z,
];

interface Box {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  z0: number;
  z1: number;
}

/** Draws the faces of an axis-aligned box that the camera can see. */
function drawBox(s: Scene, c: Camera, b: Box, front: string, top: string, side: string): void {
  const P = (x: number, y: number, z: number) => project(c, x, y, z);
  if (b.x1 < 0)
    s.add(poly([P(b.x1, b.y0, b.z0), P(b.x1, b.y0, b.z1), P(b.x1, b.y1, b.z1), P(b.x1, b.y1, b.z0)], side));
  if (b.x0 > 0)
    s.add(poly([P(b.x0, b.y0, b.z0), P(b.x0, b.y0, b.z1), P(b.x0, b.y1, b.z1), P(b.x0, b.y1, b.z0)], side));
  if (b.y1 < c.eye)
    s.add(poly([P(b.x0, b.y1, b.z0), P(b.x1, b.y1, b.z0), P(b.x1, b.y1, b.z1), P(b.x0, b.y1, b.z1)], top));
  if (b.y0 > c.eye)
    s.add(poly([P(b.x0, b.y0, b.z0), P(b.x1, b.y0, b.z0), P(b.x1, b.y0, b.z1), P(b.x0, b.y0, b.z1)], top));
  s.add(poly([P(b.x0, b.y0, b.z0), P(b.x1, b.y0, b.z0), P(b.x1, b.y1, b.z0), P(b.x0, b.y1, b.z0)], front));
}

/** A quadrilateral lying on the ground plane (y = 0). */
const groundQuad = (c: Camera, x0: number, x1: number, z0: number, z1: number, fill: string, extra = '') =>
  poly(
    [project(c, x0, 0, z0), project(c, x1, 0, z0), project(c, x1, 0, z1), project(c, x0, 0, z1)],
    fill,
    extra,
  );

// ---------------------------------------------------------------------------
// Shared scenery: sky, distant trees, trees, windows, walls
// ---------------------------------------------------------------------------

function drawSky(s: Scene, horizon: number): void {
  const L = s.light;
  s.add(
    rect(
      0,
      0,
      W,
      horizon + 4,
      s.linear([
        [0, L.skyTop],
        [0.62, L.skyMid],
        [1, L.skyLow],
      ]),
    ),
  );
  const sx = s.range(260, 1340);
  const sy = horizon - 40 - L.sunHeight * (horizon - 120);
  // soft halo first, then the disc
  s.add(
    circle(
      sx,
      sy,
      300,
      s.radial([
        [0, L.glow, 0.6],
        [1, L.glow, 0],
      ]),
    ),
  );
  s.add(circle(sx, sy, L.dusk ? 64 : 50, L.sun));
  const clouds = s.int(2, 4);
  for (let i = 0; i < clouds; i++) {
    drawCloud(
      s,
      (W / clouds) * (i + s.range(0.15, 0.85)),
      s.range(70, Math.max(90, horizon * 0.45)),
      s.range(0.7, 1.3),
    );
  }
  if (!L.dusk && s.chance(0.7)) drawBirds(s, s.range(200, 1400), s.range(120, horizon * 0.5));
}

/** A flat-bottomed cumulus made of overlapping ellipses. */
function drawCloud(s: Scene, x: number, y: number, k: number): void {
  const puffs = [
    ellipse(x, y, 150 * k, 34 * k, s.light.cloud),
    ellipse(x - 60 * k, y - 22 * k, 62 * k, 44 * k, s.light.cloud),
    ellipse(x + 10 * k, y - 40 * k, 76 * k, 58 * k, s.light.cloud),
    ellipse(x + 80 * k, y - 18 * k, 56 * k, 38 * k, s.light.cloud),
  ];
  // group opacity, so overlaps do not show as darker patches
  s.add(`<g opacity="${s.light.cloudOpacity}">${puffs.join('')}</g>`);
}

function drawBirds(s: Scene, x: number, y: number): void {
  let d = '';
  for (let i = 0; i < 4; i++) {
    const bx = x + i * s.range(30, 60);
    const by = y + s.range(-30, 30);
    const w = s.range(9, 14);
    d += `M${n(bx - w)} ${n(by - 4)}Q${n(bx - w / 2)} ${n(by - 8)} ${n(bx)} ${n(by)}Q${n(bx + w / 2)} ${n(by - 8)} ${n(bx + w)} ${n(by - 4)}`;
  }
  s.add(strokes(d, '#2d3440', 2.4, 'stroke-linecap="round" opacity="0.7"'));
}

/** A hazy band of tree crowns along the horizon. */
function drawTreeLine(s: Scene, y: number, height: number, color: string): void {
  let d = '';
  for (let x = -40; x < W + 60;) {
    const r = height * s.range(0.45, 0.9);
    d += `M${n(x - r)} ${n(y)}A${n(r)} ${n(r)} 0 0 1 ${n(x + r)} ${n(y)}Z`;
    x += r * s.range(0.9, 1.5);
  }
  s.add(path(d, color), rect(0, y - 2, W, 6, color));
}

/** A hazy row of city blocks; gives apartment and office scenes a town behind them. */
function drawSkyline(s: Scene, base: number, color: string): void {
  let x = -30;
  while (x < W) {
    const w = s.range(70, 170);
    const h = s.range(60, 230);
    s.add(rect(x, base - h, w, h + 2, color));
    if (s.chance(0.4)) s.add(rect(x + w * 0.3, base - h - 20, w * 0.25, 20, color));
    x += w + s.range(-10, 20);
  }
}

const GREENS = ['#3f7d3a', '#4a8b3f', '#2f6b3a', '#55923f'] as const;

function groundShadow(s: Scene, x: number, y: number, rx: number, ry: number): void {
  s.add(ellipse(x, y, rx, ry, '#000000', shade(s.light.shadow * 0.8)));
}

/** Mango/jackfruit style tree: trunk plus clustered round crowns. */
function roundTree(s: Scene, x: number, base: number, size: number): void {
  const dark = s.lit(s.pick(GREENS));
  const light = lighten(dark, 0.16);
  groundShadow(s, x + size * 0.2, base, size * 0.75, size * 0.11);
  s.add(
    poly(
      [
        [x - size * 0.08, base],
        [x + size * 0.08, base],
        [x + size * 0.045, base - size * 1.15],
        [x - size * 0.045, base - size * 1.15],
      ],
      s.lit('#6b4a2f'),
    ),
  );
  const cy = base - size * 1.45;
  let crowns = circle(x, cy, size * 0.55, dark);
  for (let i = 0; i < 7; i++) {
    const a = (i / 7) * Math.PI * 2 + s.range(0, 0.5);
    crowns += circle(
      x + Math.cos(a) * size * 0.45,
      cy + Math.sin(a) * size * 0.3,
      size * s.range(0.34, 0.46),
      dark,
    );
  }
  for (let i = 0; i < 4; i++) {
    crowns += circle(
      x - size * s.range(0.05, 0.4),
      cy - size * s.range(0.1, 0.4),
      size * s.range(0.18, 0.28),
      light,
    );
  }
  s.add(crowns);
}

/** Coconut palm: curved trunk, arching fronds. */
function palmTree(s: Scene, x: number, base: number, height: number, lean: number): void {
  const tx = x + lean;
  const ty = base - height;
  const green = s.lit(s.pick(GREENS));
  groundShadow(s, x + height * 0.15, base, height * 0.25, height * 0.035);
  s.add(
    path(
      `M${n(x)} ${n(base)}Q${n(x + lean * 0.1)} ${n(base - height * 0.55)} ${n(tx)} ${n(ty)}`,
      'none',
      `stroke="${s.lit('#7a5c3e')}" stroke-width="${n(height * 0.045)}" stroke-linecap="round"`,
    ),
  );
  let fronds = '';
  const len = height * 0.42;
  for (let k = 0; k < 9; k++) {
    const a = (k / 9) * Math.PI * 2 + 0.2;
    const dx = Math.cos(a) * len;
    const dy = Math.sin(a) * len * 0.3 + len * 0.35; // fronds droop
    fronds +=
      `M${n(tx)} ${n(ty)}Q${n(tx + dx * 0.5)} ${n(ty + dy * 0.5 - len * 0.42)} ${n(tx + dx)} ${n(ty + dy)}` +
      `Q${n(tx + dx * 0.55)} ${n(ty + dy * 0.5 - len * 0.14)} ${n(tx)} ${n(ty)}Z`;
  }
  s.add(path(fronds, green), path(fronds, 'none', `stroke="${darken(green, 0.25)}" stroke-width="2"`));
  s.add(circle(tx - 8, ty + 8, 9, s.lit('#6b4f24')), circle(tx + 7, ty + 10, 9, s.lit('#7a5a2a')));
}

function shrubRow(s: Scene, x0: number, x1: number, base: number, size: number, flowers?: string): void {
  const green = s.lit(s.pick(GREENS));
  let d = '';
  for (let x = x0; x < x1; x += size * 0.8)
    d += circle(x, base - size * 0.45, size * s.range(0.45, 0.65), green);
  s.add(d);
  if (!flowers) return;
  let f = '';
  for (let x = x0; x < x1; x += size * 0.35)
    f += circle(x + s.range(-8, 8), base - size * s.range(0.5, 1), size * 0.11, flowers);
  s.add(f);
}

interface WindowStyle {
  frame: string;
  lit?: boolean;
  grille?: string;
  shutters?: string;
}

/** A window with frame, glass (sky reflection or warm lit interior), grille, sill and optional shutters. */
function drawWindow(s: Scene, x: number, y: number, w: number, h: number, o: WindowStyle): void {
  const L = s.light;
  if (o.shutters) {
    const louvres = (sx: number) => {
      let d = '';
      for (let ly = y + 8; ly < y + h; ly += 12) d += seg(sx + 4, ly, sx + w * 0.45 - 4, ly);
      return (
        rect(sx, y - 4, w * 0.45, h + 8, o.shutters ?? '') +
        strokes(d, darken(o.shutters ?? '#000000', 0.25), 2)
      );
    };
    s.add(louvres(x - 6 - w * 0.45), louvres(x + w + 6));
  }
  s.add(rect(x - 6, y - 6, w + 12, h + 12, o.frame));
  if (o.lit) {
    s.add(
      rect(
        x,
        y,
        w,
        h,
        s.linear([
          [0, '#ffe7ae'],
          [1, '#f0ad55'],
        ]),
      ),
    );
    // a curtain makes a lit window read as a room, not a lamp
    s.add(rect(x, y, w * 0.22, h, L.dusk ? '#b9603c' : '#c9835a', 'opacity="0.85"'));
  } else {
    s.add(
      rect(
        x,
        y,
        w,
        h,
        s.linear([
          [0, L.glassTop],
          [1, L.glassLow],
        ]),
      ),
    );
    s.add(
      poly(
        [
          [x + w * 0.5, y],
          [x + w * 0.78, y],
          [x + w * 0.32, y + h],
          [x + w * 0.04, y + h],
        ],
        '#ffffff',
        'opacity="0.2"',
      ),
    );
  }
  s.add(rect(x + w / 2 - 2.5, y, 5, h, o.frame));
  if (o.grille) {
    let d = seg(x, y + h * 0.5, x + w, y + h * 0.5);
    for (let gx = x + w / 6; gx < x + w - 2; gx += w / 6) d += seg(gx, y, gx, y + h);
    s.add(strokes(d, o.grille, 2.5));
  }
  s.add(rect(x - 12, y + h + 6, w + 24, 9, darken(o.frame, 0.12)));
}

/** Brick/plaster boundary wall with pillars and an optional barred gate gap. */
function boundaryWall(
  s: Scene,
  base: number,
  height: number,
  color: string,
  gate?: { x: number; w: number; color: string },
): void {
  const top = base - height;
  const wall = s.lit(color);
  const piece = (x0: number, x1: number) => {
    s.add(
      rect(
        x0,
        top,
        x1 - x0,
        height,
        s.linear([
          [0, wall],
          [0.75, wall],
          [1, darken(wall, 0.18)],
        ]),
      ),
    );
    s.add(rect(x0 - 4, top - 10, x1 - x0 + 8, 12, lighten(wall, 0.2)));
  };
  if (gate) {
    piece(-10, gate.x);
    piece(gate.x + gate.w, W + 10);
  } else {
    piece(-10, W + 10);
  }
  // pillars every ~200 px, plus the gate posts
  const posts: number[] = [];
  for (let x = 60; x < W; x += 210) if (!gate || x < gate.x - 50 || x > gate.x + gate.w + 20) posts.push(x);
  if (gate) posts.push(gate.x - 40, gate.x + gate.w);
  for (const px of posts) {
    s.add(
      rect(px, top - 22, 40, height + 22, darken(wall, 0.08)),
      rect(px - 6, top - 32, 52, 14, lighten(wall, 0.25)),
    );
  }
  s.add(rect(0, base - 4, W, 8, '#000000', shade(s.light.shadow * 0.5)));
  if (!gate) return;
  // gate leaves: frame and bars, so the yard shows through
  const g = s.lit(gate.color);
  const gTop = top - 10;
  let bars = '';
  for (let x = gate.x + 14; x < gate.x + gate.w - 4; x += 18) bars += seg(x, gTop, x, base);
  s.add(strokes(bars, g, 5));
  s.add(
    rect(gate.x, gTop, gate.w, 10, g),
    rect(gate.x, base - 14, gate.w, 10, g),
    rect(gate.x, gTop + height * 0.45, gate.w, 8, g),
    rect(gate.x + gate.w / 2 - 3, gTop, 6, height + 10, darken(g, 0.3)),
  );
}

function road(s: Scene, top: number): void {
  s.add(rect(0, top - 18, W, 18, s.lit('#b9b4a8')), rect(0, top - 4, W, 6, s.lit('#8f8a80')));
  s.add(
    rect(
      0,
      top,
      W,
      H - top,
      s.linear([
        [0, s.lit('#5b5d60')],
        [1, s.lit('#3d3f42')],
      ]),
    ),
  );
  let dashes = '';
  for (let x = 40; x < W; x += 200) dashes += seg(x, top + (H - top) * 0.62, x + 110, top + (H - top) * 0.62);
  s.add(strokes(dashes, s.lit('#e8e2cf'), 8, 'opacity="0.8"'));
}

/** Five-point star; used on the guest-house sign instead of lettering. */
function star(cx: number, cy: number, r: number, fill: string): string {
  const pts: Pt[] = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 === 0 ? r : r * 0.45;
    pts.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr]);
  }
  return poly(pts, fill);
}

// ---------------------------------------------------------------------------
// Multi-storey block (apartments and guest house)
// ---------------------------------------------------------------------------

interface Block {
  x: number;
  base: number;
  width: number;
  floors: number;
  floorH: number;
  groundH: number;
  wall: string;
  accent: string;
  trim: string;
  bays: number;
  /** Bays with `bay % balconyEvery === 0` get a balcony; 0 = none. */
  balconyEvery: number;
  litShare: number;
  tank: boolean;
}

/** Oblique depth of the side and roof faces (they recede up and to the right). */
const DEPTH_X = 70;
const DEPTH_Y = -34;

function drawBlock(s: Scene, b: Block): void {
  const wall = s.lit(b.wall);
  const accent = s.lit(b.accent);
  const trim = s.lit(b.trim);
  const right = b.x + b.width;
  const groundTop = b.base - b.groundH;
  const top = groundTop - b.floors * b.floorH;

  groundShadow(s, right + 60, b.base + 6, b.width * 0.55, 26);
  s.add(
    poly(
      [
        [right, top],
        [right + DEPTH_X, top + DEPTH_Y],
        [right + DEPTH_X, b.base + DEPTH_Y],
        [right, b.base],
      ],
      darken(wall, 0.3),
    ),
  );
  s.add(
    rect(
      b.x,
      top,
      b.width,
      b.base - top,
      s.linear(
        [
          [0, lighten(wall, 0.08)],
          [1, darken(wall, 0.05)],
        ],
        'h',
      ),
    ),
  );

  // side-face windows, skewed to follow the oblique face
  for (let f = 0; f < b.floors; f++) {
    const y = groundTop - (f + 1) * b.floorH + b.floorH * 0.3;
    const a = 0.3;
    const c = 0.7;
    const wh = b.floorH * 0.4;
    s.add(
      poly(
        [
          [right + DEPTH_X * a, y + DEPTH_Y * a],
          [right + DEPTH_X * c, y + DEPTH_Y * c],
          [right + DEPTH_X * c, y + wh + DEPTH_Y * c],
          [right + DEPTH_X * a, y + wh + DEPTH_Y * a],
        ],
        darken(s.light.glassLow, 0.15),
      ),
    );
  }

  // ground floor: open car-parking level in deep shade, as in most Rajshahi apartment blocks
  s.add(rect(b.x, groundTop, b.width, b.groundH, darken(wall, 0.62)));
  s.add(rect(b.x, groundTop, b.width, 16, '#000000', 'opacity="0.25"'));
  const bayW = b.width / b.bays;
  for (let j = 0; j <= b.bays; j++) {
    const px = Math.min(right - 30, Math.max(b.x, b.x + j * bayW - 15));
    s.add(rect(px, groundTop, 30, b.groundH, darken(wall, 0.08)));
  }

  for (let f = 0; f < b.floors; f++) {
    const y = groundTop - (f + 1) * b.floorH;
    for (let j = 0; j < b.bays; j++) {
      const bx = b.x + j * bayW;
      if (b.balconyEvery > 0 && j % b.balconyEvery === 0) {
        drawBalcony(s, bx, y, bayW, b.floorH, wall, accent, s.chance(b.litShare));
      } else {
        const ww = bayW * 0.46;
        const wh = b.floorH * 0.46;
        const wx = bx + (bayW - ww) / 2;
        const wy = y + b.floorH * 0.24;
        // sunshade (chajja) over each window
        s.add(
          rect(wx - 16, wy - 22, ww + 32, 9, trim),
          rect(wx - 10, wy - 13, ww + 20, 8, '#000000', 'opacity="0.16"'),
        );
        drawWindow(s, wx, wy, ww, wh, { frame: trim, lit: s.chance(b.litShare), grille: darken(trim, 0.45) });
      }
    }
    // floor slab edge
    s.add(rect(b.x - 8, y + b.floorH - 10, b.width + 16, 10, trim));
  }

  // roof: top face, parapet, stair room, water tank
  s.add(
    poly(
      [
        [b.x, top],
        [b.x + DEPTH_X, top + DEPTH_Y],
        [right + DEPTH_X, top + DEPTH_Y],
        [right, top],
      ],
      lighten(wall, 0.1),
    ),
  );
  const stairX = b.x + b.width * s.range(0.45, 0.65);
  s.add(
    rect(stairX, top - 70, 140, 80, darken(wall, 0.04)),
    rect(stairX + 140, top - 70, 30, 80, darken(wall, 0.3)),
  );
  s.add(rect(stairX + 50, top - 50, 36, 50, s.lit('#6a4a33')), rect(stairX - 6, top - 78, 182, 10, trim));
  if (b.tank) {
    const tx = b.x + b.width * s.range(0.08, 0.28);
    s.add(rect(tx, top - 90, 90, 80, s.lit('#2e2e30')), ellipse(tx + 45, top - 90, 45, 11, s.lit('#4a4a4e')));
    s.add(rect(tx + 10, top - 75, 6, 55, '#ffffff', 'opacity="0.12"'));
  }
  s.add(rect(b.x - 8, top - 22, b.width + 16, 24, trim));
  s.add(
    poly(
      [
        [right + 8, top - 22],
        [right + DEPTH_X, top + DEPTH_Y - 22],
        [right + DEPTH_X, top + DEPTH_Y],
        [right + 8, top],
      ],
      darken(trim, 0.25),
    ),
  );
  // a vertical accent band up the stair core
  s.add(rect(b.x + b.width - 36, top - 22, 18, groundTop - top + 22, accent, 'opacity="0.85"'));
}

function drawBalcony(
  s: Scene,
  x: number,
  y: number,
  w: number,
  h: number,
  wall: string,
  accent: string,
  lit: boolean,
): void {
  const rx = x + 14;
  const rw = w - 28;
  const ry = y + 8;
  const rh = h - 18;
  s.add(rect(rx, ry, rw, rh, darken(wall, 0.38)));
  drawWindow(s, rx + rw * 0.12, ry + rh * 0.16, rw * 0.3, rh * 0.78, { frame: darken(wall, 0.15), lit });
  drawWindow(s, rx + rw * 0.56, ry + rh * 0.22, rw * 0.3, rh * 0.36, {
    frame: darken(wall, 0.15),
    lit: !lit && s.chance(0.3),
  });
  if (s.chance(0.45)) {
    // laundry on a line: everyday life on Bangladeshi balconies
    let cloth = strokes(seg(rx + 4, ry + 16, rx + rw - 4, ry + 16), '#333333', 1.5);
    for (let cx = rx + 14; cx < rx + rw - 30; cx += s.range(30, 52)) {
      cloth += rect(
        cx,
        ry + 16,
        s.range(16, 26),
        s.range(24, 40),
        s.lit(s.pick(['#c0392b', '#2e86c1', '#f4d03f', '#8e44ad', '#f5f5f5', '#16a085'])),
      );
    }
    s.add(cloth);
  }
  const railTop = ry + rh * 0.55;
  if (s.chance(0.5)) {
    s.add(
      rect(rx - 8, railTop, rw + 16, ry + rh - railTop + 8, accent),
      rect(rx - 10, railTop - 6, rw + 20, 8, lighten(accent, 0.25)),
    );
  } else {
    let bars = '';
    for (let bx = rx; bx <= rx + rw; bx += 12) bars += seg(bx, railTop, bx, ry + rh + 6);
    s.add(strokes(bars, darken(accent, 0.2), 3), rect(rx - 10, railTop - 6, rw + 20, 8, accent));
  }
  if (s.chance(0.5)) {
    // potted plants on the rail
    const px = rx + s.range(0.2, 0.7) * rw;
    s.add(
      rect(px, railTop - 20, 26, 16, s.lit('#b5653d')),
      circle(px + 13, railTop - 32, 18, s.lit(s.pick(GREENS))),
    );
  }
  s.add(rect(x + 4, ry + rh + 6, w - 8, 8, lighten(wall, 0.12)));
}

// ---------------------------------------------------------------------------
// Scenes
// ---------------------------------------------------------------------------

const WALLS = ['#efe6d4', '#f2d9c4', '#e3e6e8', '#f4efe6', '#e8d5b9', '#dde7df'] as const;
const ACCENTS = ['#a2462f', '#0d9276', '#8b5a2b', '#355c7d', '#b07d2b'] as const;

function apartmentScene(s: Scene): void {
  const horizon = 860;
  drawSky(s, horizon);
  drawSkyline(s, horizon + 10, mix(s.light.skyLow, '#8a9199', 0.45));
  s.add(
    rect(
      0,
      horizon,
      W,
      H - horizon,
      s.linear([
        [0, s.lit('#a7a294')],
        [1, s.lit('#8b877c')],
      ]),
    ),
  );

  const base = 990;
  const onLeft = s.chance(0.5);
  // neighbouring block, half out of frame
  drawBlock(s, {
    x: onLeft ? 1160 : -300,
    base: base - 20,
    width: 470,
    floors: s.int(4, 6),
    floorH: 92,
    groundH: 100,
    wall: s.pick(WALLS),
    accent: s.pick(ACCENTS),
    trim: '#d8d2c6',
    bays: 4,
    balconyEvery: 0,
    litShare: s.light.dusk ? 0.6 : 0.05,
    tank: true,
  });

  const floors = 6 + s.int(0, 3);
  const groundH = 112;
  const floorH = Math.min(104, (base - groundH - 170) / floors);
  const width = s.range(600, 720);
  const x = W / 2 - width / 2 - DEPTH_X / 2 + (onLeft ? -130 : 110);
  const wall = s.pick(WALLS);
  s.add(rect(x - 60, base - 20, width + 200, 30, s.lit('#9a968c')));
  drawBlock(s, {
    x,
    base,
    width,
    floors,
    floorH,
    groundH,
    wall,
    accent: s.pick(ACCENTS),
    trim: lighten(wall, 0.35),
    bays: s.pick([3, 4]),
    balconyEvery: s.pick([2, 3]),
    litShare: s.light.dusk ? 0.55 : 0.08,
    tank: true,
  });

  const treeX = onLeft ? x + width + 260 : x - 200;
  roundTree(s, treeX, 1040, s.range(150, 200));
  palmTree(s, onLeft ? 120 : W - 110, 1050, s.range(420, 520), onLeft ? 40 : -40);
  boundaryWall(s, 1068, 105, s.pick(['#d9cdb6', '#c9b79c', '#e2ddd2']), {
    x: x + width * 0.3,
    w: 200,
    color: s.pick(['#1f3b4d', '#2c2c2c', '#0d6e5a']),
  });
  shrubRow(
    s,
    onLeft ? 0 : x + width + 150,
    onLeft ? x + width * 0.25 : W,
    966,
    40,
    s.chance(0.6) ? s.lit('#d94f8a') : undefined,
  );
  road(s, 1090);
}

function houseScene(s: Scene): void {
  const horizon = 720;
  drawSky(s, horizon);
  drawTreeLine(s, horizon + 6, 70, mix(s.lit('#4d7a46'), s.light.skyLow, 0.45));
  s.add(
    rect(
      0,
      horizon,
      W,
      H - horizon,
      s.linear([
        [0, s.lit('#7fa656')],
        [1, s.lit('#5d8a3e')],
      ]),
    ),
  );

  const style = s.variant % 3; // 0: one-storey tin roof, 1: two-storey flat roof, 2: two-storey with tin roof
  const storeys = style === 0 ? 1 : 2;
  const storeyH = 225;
  const width = s.range(700, 860) - (storeys - 1) * 60;
  const x = W / 2 - width / 2 + s.range(-120, 120);
  const base = 905;
  const top = base - storeys * storeyH;
  const wall = s.lit(s.pick(WALLS));
  const trim = s.lit(s.pick(['#ffffff', '#d8cbb3', '#6b4a33']));
  const shutters = s.lit(s.pick(['#2f6f5e', '#3c5a8a', '#7b3f2a', '#0d9276']));

  // yard trees go behind the house on one side
  palmTree(s, x + width + s.range(80, 180), base + 10, s.range(470, 560), s.range(-60, 60));

  groundShadow(s, x + width / 2 + 50, base + 6, width * 0.62, 26);
  s.add(
    rect(
      x,
      top,
      width,
      storeys * storeyH,
      s.linear(
        [
          [0, lighten(wall, 0.06)],
          [1, darken(wall, 0.06)],
        ],
        'h',
      ),
    ),
  );
  s.add(rect(x - 6, base - 30, width + 12, 30, darken(wall, 0.25))); // plinth

  for (let f = 0; f < storeys; f++) {
    const y = base - (f + 1) * storeyH;
    const ground = f === 0;
    const doorW = 110;
    const doorX = x + width / 2 - doorW / 2;
    if (ground) {
      s.add(rect(doorX - 10, y + 50, doorW + 20, storeyH - 70, trim));
      s.add(
        rect(
          doorX,
          y + 60,
          doorW,
          storeyH - 80,
          s.linear([
            [0, s.lit('#8a5a33')],
            [1, s.lit('#5e3b20')],
          ]),
        ),
      );
      s.add(
        strokes(seg(doorX + doorW / 2, y + 60, doorX + doorW / 2, y + storeyH - 20), s.lit('#4a2e18'), 3),
      );
      s.add(rect(doorX - 30, base - 30, doorW + 60, 14, s.lit('#b9b2a6'))); // step
    } else if (style === 1) {
      // first-floor balcony over the door
      s.add(rect(doorX - 50, y + storeyH - 80, doorW + 100, 70, s.lit(s.pick(ACCENTS))));
      s.add(rect(doorX - 58, y + storeyH - 88, doorW + 116, 10, trim));
    }
    // windows with open shutters, spread evenly either side of the door
    const ww = 96;
    const margin = 70;
    const span = doorX - 60 - (x + margin);
    const perSide = Math.max(1, Math.floor(span / 230));
    const style2 = { frame: trim, grille: darken(shutters, 0.45), shutters };
    for (let i = 0; i < perSide; i++) {
      const offset = (span * (i + 0.5)) / perSide - ww / 2;
      drawWindow(s, x + margin + offset, y + 64, ww, 120, { ...style2, lit: s.light.dusk && s.chance(0.6) });
      drawWindow(s, doorX + doorW + 60 + offset, y + 64, ww, 120, {
        ...style2,
        lit: s.light.dusk && s.chance(0.6),
      });
    }
    if (!ground && style !== 1)
      drawWindow(s, doorX + doorW / 2 - ww / 2, y + 64, ww, 120, { ...style2, lit: s.light.dusk });
    if (f > 0) s.add(rect(x - 12, y + storeyH - 12, width + 24, 14, trim));
  }

  if (style === 1) {
    // flat roof with a pierced parapet and a water tank
    s.add(rect(x - 12, top - 44, width + 24, 46, trim));
    let holes = '';
    for (let hx = x + 20; hx < x + width - 30; hx += 46)
      holes += rect(hx, top - 32, 26, 20, darken(trim, 0.35));
    s.add(holes);
    s.add(
      rect(x + width * 0.7, top - 124, 90, 80, s.lit('#2e2e30')),
      ellipse(x + width * 0.7 + 45, top - 124, 45, 11, s.lit('#4a4a4e')),
    );
  } else {
    drawTinRoof(s, x - 60, x + width + 60, top, s.range(150, 200));
  }

  roundTree(s, x - s.range(120, 200), base + 40, s.range(140, 180));
  boundaryWall(s, 1035, 110, s.pick(['#d9cdb6', '#c7b49a', '#e6e1d6']), {
    x: x + width / 2 - 120,
    w: 240,
    color: s.pick(['#1f3b4d', '#6b1f1f', '#0d6e5a']),
  });
  shrubRow(s, 0, x + width / 2 - 170, 935, 44, s.lit('#e05a9c'));
  // dirt path and grass verge in front
  s.add(
    rect(
      0,
      1035,
      W,
      H - 1035,
      s.linear([
        [0, s.lit('#6f9a48')],
        [1, s.lit('#4f7c34')],
      ]),
    ),
  );
  grassTufts(s, 1045, H, 70, s.lit('#3e6b2c'));
  s.add(
    poly(
      [
        [x + width / 2 - 130, 1035],
        [x + width / 2 + 130, 1035],
        [x + width / 2 + 260, H],
        [x + width / 2 - 260, H],
      ],
      s.lit('#c4a57a'),
    ),
  );
}

/** Corrugated tin hip roof: corrugation lines fan along the slope. */
function drawTinRoof(s: Scene, x0: number, x1: number, eave: number, height: number): void {
  const color = s.lit(s.pick(['#a4422e', '#2f7d5b', '#8e9aa3', '#8b5a2b']));
  const inset = height * 0.9;
  const tl: Pt = [x0 + inset, eave - height];
  const tr: Pt = [x1 - inset, eave - height];
  s.add(
    poly(
      [[x0, eave], [x1, eave], tr, tl],
      s.linear([
        [0, lighten(color, 0.12)],
        [1, darken(color, 0.12)],
      ]),
    ),
  );
  let d = '';
  for (let t = 0.015; t < 1; t += 0.022) {
    d += seg(tl[0] + (tr[0] - tl[0]) * t, tl[1], x0 + (x1 - x0) * t, eave);
  }
  s.add(strokes(d, darken(color, 0.25), 3, 'opacity="0.6"'));
  s.add(
    rect(x0, eave - 4, x1 - x0, 12, darken(color, 0.3)),
    rect(x0 + 20, eave + 8, x1 - x0 - 40, 16, '#000000', 'opacity="0.18"'),
  );
}

function grassTufts(s: Scene, y0: number, y1: number, count: number, color: string): void {
  let d = '';
  for (let i = 0; i < count; i++) {
    const x = s.range(0, W);
    const y = s.range(y0, y1);
    const h = 8 + ((y - y0) / (y1 - y0 || 1)) * 16;
    d += `M${n(x - 6)} ${n(y - h)}L${n(x)} ${n(y)}L${n(x + 1)} ${n(y - h * 1.2)}M${n(x)} ${n(y)}L${n(x + 7)} ${n(y - h)}`;
  }
  s.add(strokes(d, color, 2.5, 'stroke-linecap="round"'));
}

function landScene(s: Scene): void {
  const cam: Camera = { f: 1000, cx: W / 2, cy: 470, eye: 3 };
  const L = s.light;
  drawSky(s, cam.cy);
  // the Padma: a wide, pale river between the far bank and our field
  const bankY = project(cam, 0, 0, 70)[1];
  s.add(
    rect(
      0,
      cam.cy,
      W,
      bankY - cam.cy,
      s.linear([
        [0, mix(L.skyLow, '#8fa7ad', 0.3)],
        [1, mix(L.skyMid, '#5f7f8a', 0.45)],
      ]),
    ),
  );
  drawTreeLine(s, cam.cy + 2, 22, mix(s.lit('#3e6645'), L.skyLow, 0.5));
  let glints = '';
  for (let i = 0; i < 14; i++) {
    const y = s.range(cam.cy + 10, bankY - 4);
    const x = s.range(0, W);
    glints += seg(x, y, x + s.range(30, 90), y);
  }
  s.add(strokes(glints, lighten(L.skyLow, 0.3), 2, 'opacity="0.6"'));
  for (let i = 0; i < s.int(1, 2); i++) boat(s, s.range(150, 1450), s.range(cam.cy + 14, bankY - 8));
  s.add(rect(0, bankY - 2, W, 14, s.lit('#d9c9a0'))); // sandy char along the bank
  const field = s.lit(s.pick(['#79a84f', '#8aae55', '#6f9e4a']));
  s.add(
    rect(
      0,
      bankY + 10,
      W,
      H - bankY - 10,
      s.linear([
        [0, mix(field, L.skyLow, 0.25)],
        [1, darken(field, 0.15)],
      ]),
    ),
  );

  // the plot: a cleared rectangle, dry soil or fresh grass depending on the variant
  const x0 = -s.range(5, 7);
  const x1 = s.range(4, 6.5);
  const z0 = 9;
  const z1 = s.range(28, 38);
  const plot = s.variant % 2 === 0 ? s.lit('#b79a6a') : lighten(field, 0.14);
  s.add(groundQuad(cam, x0, x1, z0, z1, plot));
  // a dirt track alongside
  s.add(groundQuad(cam, x1 + 1.5, x1 + 4, 4, 70, s.lit('#c7ab7c')));
  grassTufts(s, bankY + 40, H, 160, darken(field, 0.28));

  // far trees near the river
  for (let i = 0; i < 4; i++) {
    const z = s.range(45, 62);
    const [tx, ty] = project(cam, s.range(-30, 30), 0, z);
    if (s.chance(0.5)) palmTree(s, tx, ty, (9 * cam.f) / z, s.range(-20, 20));
    else roundTree(s, tx, ty, (4 * cam.f) / z);
  }

  // boundary pillars with wire, drawn far to near
  const posts: Array<[number, number]> = [];
  const steps = (a: number, b: number, k: number) =>
    Array.from({ length: k + 1 }, (_, i) => a + ((b - a) * i) / k);
  for (const x of steps(x0, x1, 4)) posts.push([x, z1], [x, z0]);
  for (const z of steps(z0, z1, 5).slice(1, -1)) posts.push([x0, z], [x1, z]);
  posts.sort((a, b) => b[1] - a[1]);
  let wire = '';
  for (const h of [0.55, 0.95]) {
    const c = [
      project(cam, x0, h, z0),
      project(cam, x1, h, z0),
      project(cam, x1, h, z1),
      project(cam, x0, h, z1),
    ];
    for (let i = 0; i < 4; i++) {
      const a = c[i];
      const b = c[(i + 1) % 4];
      if (a && b) wire += seg(a[0], a[1], b[0], b[1]);
    }
  }
  const far = posts.filter(([, z]) => z > (z0 + z1) / 2);
  const near = posts.filter(([, z]) => z <= (z0 + z1) / 2);
  const concrete = s.lit('#dcd6c8');
  const cap = s.lit(s.pick(['#b03a2e', '#0d9276', '#8b5a2b']));
  const post = ([px, pz]: [number, number]) => {
    const r = 0.13;
    drawBox(
      s,
      cam,
      { x0: px - r, x1: px + r, y0: 0, y1: 1.0, z0: pz - r, z1: pz + r },
      concrete,
      lighten(concrete, 0.2),
      darken(concrete, 0.25),
    );
    drawBox(
      s,
      cam,
      { x0: px - r, x1: px + r, y0: 1.0, y1: 1.2, z0: pz - r, z1: pz + r },
      cap,
      lighten(cap, 0.2),
      darken(cap, 0.25),
    );
  };
  far.forEach(post);
  s.add(strokes(wire, darken(concrete, 0.55), 1.8, 'opacity="0.8"'));
  near.forEach(post);

  // blank signboard in brand colours (no lettering needed for a demo)
  const sx = x0 + 0.6;
  const sz = z0 - 2.2;
  for (const px of [sx, sx + 2])
    drawBox(
      s,
      cam,
      { x0: px, x1: px + 0.1, y0: 0, y1: 1.3, z0: sz, z1: sz + 0.1 },
      s.lit('#555555'),
      '#666666',
      '#444444',
    );
  const tl = project(cam, sx - 0.2, 2.4, sz - 0.02);
  const br = project(cam, sx + 2.3, 1.3, sz - 0.02);
  const bw = br[0] - tl[0];
  const bh = br[1] - tl[1];
  s.add(rect(tl[0], tl[1], bw, bh, s.lit('#f7f3ea')), rect(tl[0], tl[1], bw, bh * 0.3, s.lit('#0d9276')));
  s.add(rect(tl[0] + bw * 0.08, tl[1] + bh * 0.45, bw * 0.6, bh * 0.12, s.lit('#8b5a2b')));
  s.add(rect(tl[0] + bw * 0.08, tl[1] + bh * 0.68, bw * 0.4, bh * 0.1, s.lit('#b9a88a')));
}

/** A country boat (nouka) with a small sail. */
function boat(s: Scene, x: number, y: number): void {
  const hull = s.lit('#4a3526');
  s.add(
    path(
      `M${n(x - 34)} ${n(y - 8)}Q${n(x)} ${n(y + 8)} ${n(x + 34)} ${n(y - 8)}L${n(x + 24)} ${n(y)}L${n(x - 24)} ${n(y)}Z`,
      hull,
    ),
  );
  s.add(
    poly(
      [
        [x + 2, y - 8],
        [x + 2, y - 48],
        [x + 26, y - 14],
      ],
      s.lit(s.pick(['#e9dfc8', '#c0563a', '#d7b46a'])),
    ),
  );
}

function officeScene(s: Scene): void {
  if (s.variant % 3 === 1) officeInterior(s);
  else officeFacade(s);
}

function officeFacade(s: Scene): void {
  const horizon = 900;
  const L = s.light;
  drawSky(s, horizon);
  drawSkyline(s, horizon, mix(L.skyLow, '#7e8790', 0.5));
  s.add(
    rect(
      0,
      horizon,
      W,
      H - horizon,
      s.linear([
        [0, s.lit('#b8b3a6')],
        [1, s.lit('#938f85')],
      ]),
    ),
  );

  const tint = s.pick(['#2e6f95', '#2f7f77', '#6b5a48', '#3c5f86']);
  // a second, hazier tower behind
  const bx = s.chance(0.5) ? 60 : 1160;
  glassTower(s, bx, 940, 380, s.range(260, 380), mix(tint, L.skyLow, 0.35), 50, 44);
  const width = s.range(640, 760);
  const x = W / 2 - width / 2 - 40 + (bx < 800 ? 150 : -150);
  glassTower(s, x, 960, width, s.range(90, 170), tint, 68, 58);

  // lobby, canopy and steps
  const lobbyTop = 960 - 150;
  s.add(
    rect(
      x,
      lobbyTop,
      width,
      150,
      s.linear([
        [0, '#fff1cf'],
        [1, '#e9c98f'],
      ]),
    ),
  );
  let mull = '';
  for (let mx = x; mx <= x + width; mx += 80) mull += seg(mx, lobbyTop, mx, 960);
  s.add(strokes(mull, s.lit('#3b4046'), 6));
  s.add(
    rect(x + width / 2 - 140, lobbyTop - 30, 280, 22, s.lit('#e6e2da')),
    rect(x + width / 2 - 140, lobbyTop - 8, 280, 10, '#000000', 'opacity="0.25"'),
  );
  s.add(rect(x + width / 2 - 70, lobbyTop + 20, 140, 130, s.lit('#6f8797'), 'opacity="0.8"'));
  s.add(
    rect(x - 40, 960, width + 120, 14, s.lit('#d6d1c6')),
    rect(x - 70, 974, width + 180, 14, s.lit('#c6c0b3')),
  );

  for (const px of [x - 150, x + width + 150]) roundTree(s, px, 1050, s.range(120, 160));
  for (const px of [x + 40, x + width - 220]) {
    s.add(rect(px, 1010, 180, 50, s.lit('#8d8a84')));
    shrubRow(s, px + 10, px + 180, 1014, 34, s.chance(0.5) ? s.lit('#f0c419') : undefined);
  }
  road(s, 1100);
}

/** Curtain-wall tower: sky-reflecting glass with a mullion grid and light streaks. */
function glassTower(
  s: Scene,
  x: number,
  base: number,
  width: number,
  top: number,
  tint: string,
  colW: number,
  rowH: number,
): void {
  const L = s.light;
  const right = x + width;
  groundShadow(s, right + 40, base + 4, width * 0.55, 22);
  s.add(
    poly(
      [
        [right, top],
        [right + 90, top - 45],
        [right + 90, base - 45],
        [right, base],
      ],
      darken(tint, 0.45),
    ),
  );
  s.add(
    rect(
      x,
      top,
      width,
      base - top,
      s.linear([
        [0, mix(L.skyMid, tint, 0.45)],
        [0.55, tint],
        [1, darken(tint, 0.35)],
      ]),
    ),
  );
  // a few panels catch more or less light
  let panels = '';
  for (let y = top; y < base - rowH; y += rowH) {
    for (let px = x; px < right - 1; px += colW) {
      if (s.chance(0.12)) panels += rect(px, y, colW, rowH, '#ffffff', 'opacity="0.1"');
      else if (s.chance(0.08)) panels += rect(px, y, colW, rowH, '#000000', 'opacity="0.12"');
      else if (L.dusk && s.chance(0.25))
        panels += rect(px + 3, y + 8, colW - 6, rowH - 14, '#ffd98a', 'opacity="0.75"');
    }
  }
  s.add(panels);
  let grid = '';
  for (let px = x; px <= right + 1; px += colW) grid += seg(px, top, px, base);
  let floors = '';
  for (let y = top + rowH; y < base; y += rowH) floors += seg(x, y, right, y);
  s.add(strokes(grid, darken(tint, 0.5), 3), strokes(floors, darken(tint, 0.55), 9, 'opacity="0.8"'));
  // diagonal reflections sell the glass
  s.add(
    poly(
      [
        [x + width * 0.15, top],
        [x + width * 0.38, top],
        [x + width * 0.05, base],
        [x, base],
        [x, top + (base - top) * 0.7],
      ],
      '#ffffff',
      'opacity="0.09"',
    ),
  );
  s.add(
    poly(
      [
        [x + width * 0.55, top],
        [x + width * 0.62, top],
        [x + width * 0.3, base],
        [x + width * 0.23, base],
      ],
      '#ffffff',
      'opacity="0.08"',
    ),
  );
  let side = '';
  for (let y = top + rowH; y < base; y += rowH) side += seg(right, y, right + 90, y - 45);
  s.add(strokes(side, darken(tint, 0.65), 5));
  // crown and roof
  s.add(
    rect(x - 6, top - 26, width + 12, 28, s.lit('#d9dde0')),
    poly(
      [
        [right + 6, top - 26],
        [right + 96, top - 71],
        [right + 96, top - 45],
        [right + 6, top + 2],
      ],
      s.lit('#a9afb4'),
    ),
  );
  s.add(
    poly(
      [
        [x - 6, top - 26],
        [x + 84, top - 71],
        [right + 96, top - 71],
        [right + 6, top - 26],
      ],
      s.lit('#eceff1'),
    ),
  );
}

function officeInterior(s: Scene): void {
  const cam: Camera = { f: 900, cx: W / 2 + s.range(-80, 80), cy: 560, eye: 1.55 };
  const L = s.light;
  const P = (x: number, y: number, z: number) => project(cam, x, y, z);
  const roomW = 6;
  const roomH = 3.1;
  const back = 9;
  const [bx0, by0] = P(-roomW, roomH, back);
  const [bx1, by1] = P(roomW, 0, back);

  // view out of the full-height back window
  s.add(
    rect(
      bx0,
      by0,
      bx1 - bx0,
      by1 - by0,
      s.linear([
        [0, L.skyTop],
        [0.6, L.skyMid],
        [1, L.skyLow],
      ]),
    ),
  );
  let x = bx0;
  while (x < bx1) {
    const w = s.range(40, 110);
    const h = s.range(40, 190);
    s.add(rect(x, by1 - 60 - h, w, h + 60, mix(L.skyLow, '#6f7c88', 0.5)));
    x += w + s.range(0, 18);
  }
  s.add(rect(bx0, by1 - 70, bx1 - bx0, 70, mix(s.lit('#4f7a49'), L.skyLow, 0.3)));
  let mull = '';
  for (let mx = -roomW; mx <= roomW + 0.01; mx += 1.5) {
    const [px] = P(mx, 0, back);
    mull += seg(px, by0, px, by1);
  }
  mull += seg(bx0, by0 + (by1 - by0) * 0.12, bx1, by0 + (by1 - by0) * 0.12);
  s.add(strokes(mull, s.lit('#3a3f45'), 8));

  // room shell: ceiling, walls, floor
  const wallC = s.lit(s.pick(['#eeeae2', '#e7ece9', '#f1ebe0']));
  const floorC = s.lit(s.pick(['#b08a62', '#9c9893', '#c2a57f']));
  s.add(
    poly(
      [
        [0, 0],
        [W, 0],
        [bx1, by0],
        [bx0, by0],
      ],
      s.linear([
        [0, darken(wallC, 0.05)],
        [1, lighten(wallC, 0.1)],
      ]),
    ),
  );
  s.add(
    poly(
      [
        [0, 0],
        [bx0, by0],
        [bx0, by1],
        [0, H],
      ],
      s.linear(
        [
          [0, darken(wallC, 0.06)],
          [1, wallC],
        ],
        'h',
      ),
    ),
  );
  s.add(
    poly(
      [
        [W, 0],
        [bx1, by0],
        [bx1, by1],
        [W, H],
      ],
      s.linear(
        [
          [0, darken(wallC, 0.16)],
          [1, darken(wallC, 0.05)],
        ],
        'h',
      ),
    ),
  );
  s.add(
    poly(
      [
        [0, H],
        [W, H],
        [bx1, by1],
        [bx0, by1],
      ],
      s.linear([
        [0, mix(floorC, L.skyLow, 0.2)],
        [1, darken(floorC, 0.12)],
      ]),
    ),
  );
  let planks = '';
  for (let px = -roomW; px <= roomW; px += 0.5) {
    const a = P(px, 0, back);
    const b = P(px, 0, 1.2);
    planks += seg(a[0], a[1], b[0], b[1]);
  }
  s.add(strokes(planks, darken(floorC, 0.18), 1.5, 'opacity="0.6"'));
  // window light pooling on the floor
  s.add(groundQuad(cam, -roomW * 0.8, roomW * 0.8, 4, back, '#ffffff', 'opacity="0.12"'));
  // a rug and a picture on the side wall, for warmth
  s.add(
    groundQuad(cam, -2.6, 2.6, 3.8, 7, s.lit(s.pick(['#0d9276', '#8b5a2b', '#5a6b8c'])), 'opacity="0.55"'),
  );
  const art = [P(-roomW, 2.2, 4.2), P(-roomW, 2.2, 6), P(-roomW, 1.3, 6), P(-roomW, 1.3, 4.2)];
  s.add(
    poly(art, s.lit('#2f3a40')),
    poly(
      art.map(([ax, ay]) => [ax + (ax < bx0 ? 4 : 0), ay] as const),
      s.lit(s.pick(['#e4a853', '#79a7c8', '#c8694a'])),
      'opacity="0.8"',
    ),
  );

  // ceiling light panels
  for (const z of [3, 5, 7]) {
    for (const lx of [-3, 1]) {
      const q = [P(lx, roomH, z), P(lx + 2, roomH, z), P(lx + 2, roomH, z + 0.6), P(lx, roomH, z + 0.6)];
      s.add(poly(q, '#fffbea'));
    }
  }

  // desks with monitors and chairs, back to front
  const wood = s.lit(s.pick(['#f3efe7', '#c89f74', '#e9e4da']));
  const rows = [8, 6.3, 4.6];
  for (const z of rows) {
    for (const dx of [-3.2, 0.6]) {
      const desk: Box = { x0: dx, x1: dx + 2.6, y0: 0.72, y1: 0.76, z0: z, z1: z + 0.8 };
      drawBox(
        s,
        cam,
        { ...desk, y0: 0, y1: 0.72, x0: dx + 0.05, x1: dx + 0.12 },
        '#4a4a4a',
        '#555',
        '#3a3a3a',
      );
      drawBox(
        s,
        cam,
        { ...desk, y0: 0, y1: 0.72, x0: dx + 2.48, x1: dx + 2.55 },
        '#4a4a4a',
        '#555',
        '#3a3a3a',
      );
      drawBox(s, cam, desk, darken(wood, 0.15), wood, darken(wood, 0.3));
      for (const mx of [dx + 0.4, dx + 1.6]) {
        drawBox(
          s,
          cam,
          { x0: mx, x1: mx + 0.6, y0: 0.86, y1: 1.2, z0: z + 0.45, z1: z + 0.48 },
          s.linear([
            [0, '#3d6e8f'],
            [1, '#1c2f3d'],
          ]),
          '#222',
          '#222',
        );
        drawBox(
          s,
          cam,
          { x0: mx + 0.27, x1: mx + 0.33, y0: 0.76, y1: 0.86, z0: z + 0.5, z1: z + 0.52 },
          '#333',
          '#333',
          '#333',
        );
      }
      // task chairs: dark mesh backs, slimmer than the seat so the desk stays readable
      const chairC = s.lit(s.pick(['#2b2d31', '#33373d', '#0b6f5a']));
      for (const cx of [dx + 0.5, dx + 1.7]) {
        drawBox(
          s,
          cam,
          { x0: cx + 0.22, x1: cx + 0.28, y0: 0, y1: 0.45, z0: z - 0.33, z1: z - 0.27 },
          '#2a2a2a',
          '#2a2a2a',
          '#1f1f1f',
        );
        drawBox(
          s,
          cam,
          { x0: cx, x1: cx + 0.5, y0: 0.45, y1: 0.52, z0: z - 0.55, z1: z - 0.1 },
          darken(chairC, 0.2),
          chairC,
          darken(chairC, 0.3),
        );
        drawBox(
          s,
          cam,
          { x0: cx + 0.06, x1: cx + 0.44, y0: 0.62, y1: 0.98, z0: z - 0.6, z1: z - 0.56 },
          chairC,
          lighten(chairC, 0.1),
          darken(chairC, 0.3),
        );
      }
    }
  }
  // tall plant in the corner
  const [px, py] = P(roomW - 0.8, 0, 3);
  s.add(
    poly(
      [
        [px - 40, py - 90],
        [px + 40, py - 90],
        [px + 30, py],
        [px - 30, py],
      ],
      s.lit('#c96f45'),
    ),
  );
  shrubRow(s, px - 60, px + 60, py - 120, 70);
  shrubRow(s, px - 40, px + 40, py - 200, 60);
}

function shopScene(s: Scene): void {
  const L = s.light;
  drawSky(s, 420);
  // tangle of overhead cables, a familiar sight on Rajshahi streets
  let wires = '';
  for (let i = 0; i < 5; i++) {
    const y = s.range(40, 200);
    wires += `M-10 ${n(y)}Q${n(W / 2)} ${n(y + s.range(40, 110))} ${n(W + 10)} ${n(y + s.range(-30, 30))}`;
  }

  // shop widths differ per variant; the second unit is the featured shop
  const layouts = [
    [0, 520, 1100, W],
    [0, 460, 1140, W],
    [0, 300, 860, 1300, W],
  ] as const;
  const units = layouts[s.variant % layouts.length] ?? layouts[0];
  const shopTop = 470;
  const shopBase = 1000;
  for (let u = 0; u < units.length - 1; u++) {
    const x0 = units[u] ?? 0;
    const x1 = units[u + 1] ?? W;
    const featured = u === 1;
    const top = featured ? s.range(90, 150) : s.range(150, 260);
    const wall = s.lit(s.pick(WALLS));
    s.add(
      rect(
        x0,
        top,
        x1 - x0,
        shopBase - top,
        s.linear([
          [0, wall],
          [1, darken(wall, 0.1)],
        ]),
      ),
    );
    s.add(
      rect(x0, top - 16, x1 - x0, 18, lighten(wall, 0.2)),
      rect(x0 - 1, top, 6, shopBase - top, darken(wall, 0.25)),
    );
    // upper-floor windows
    for (let wx = x0 + 60; wx + 110 < x1 - 30; wx += 190) {
      for (let wy = top + 50; wy + 130 < shopTop - 10; wy += 170) {
        drawWindow(s, wx, wy, 100, 120, {
          frame: lighten(wall, 0.3),
          grille: '#3b3b3b',
          lit: L.dusk && s.chance(0.5),
        });
      }
    }
    shopFront(s, x0 + 20, x1 - 20, shopTop, shopBase, featured);
  }
  s.add(strokes(wires, '#1f1f1f', 2.5, 'opacity="0.75"'));
  // pavement with tile joints, then road
  s.add(rect(0, shopBase, W, 110, s.lit('#c4bcae')));
  let tiles = '';
  for (let tx = 0; tx < W; tx += 80) tiles += seg(tx, shopBase, tx - 30, shopBase + 90);
  tiles += seg(0, shopBase + 45, W, shopBase + 45);
  s.add(strokes(tiles, s.lit('#a9a193'), 2));
  s.add(rect(0, shopBase, W, 12, '#000000', shade(L.shadow)));
  road(s, 1110);
  // a plastic stool and a potted plant outside the featured shop
  const sx = (units[1] ?? 500) + 60;
  s.add(
    rect(sx, 1020, 70, 12, s.lit('#c0392b')),
    rect(sx + 8, 1032, 8, 40, s.lit('#a93226')),
    rect(sx + 54, 1032, 8, 40, s.lit('#a93226')),
  );
  const px = (units[2] ?? 1100) - 120;
  s.add(
    poly(
      [
        [px, 1010],
        [px + 60, 1010],
        [px + 50, 1060],
        [px + 10, 1060],
      ],
      s.lit('#b5653d'),
    ),
  );
  shrubRow(s, px - 5, px + 65, 1012, 46);
}

/** Signboard, striped awning and rolling shutter; open shops show lit shelves. */
function shopFront(s: Scene, x0: number, x1: number, top: number, base: number, featured: boolean): void {
  const L = s.light;
  const w = x1 - x0;
  const sign = s.lit(s.pick(['#0d9276', '#8b5a2b', '#c0392b', '#1f4e79', '#f1c40f']));
  // signboard with abstract shapes instead of lettering
  s.add(
    rect(x0, top, w, 100, sign),
    rect(x0 + 8, top + 8, w - 16, 84, 'none', `stroke="${lighten(sign, 0.5)}" stroke-width="4"`),
  );
  s.add(
    circle(x0 + 60, top + 50, 28, lighten(sign, 0.6)),
    rect(x0 + 110, top + 32, w * 0.45, 14, lighten(sign, 0.55)),
  );
  s.add(rect(x0 + 110, top + 58, w * 0.3, 10, lighten(sign, 0.4)));

  const openTop = top + 190;
  const inner = s.lit('#3a2f28');
  s.add(rect(x0, top + 100, w, base - top - 100, darken(s.lit('#b0a89a'), 0.1)));
  s.add(rect(x0 + 20, openTop, w - 40, base - openTop, inner));
  // state of the shutter: open for the featured shop, otherwise random
  const state = featured ? s.pick([0.08, 0.12, 0.35]) : s.pick([0.1, 0.6, 1]);
  const shutterEnd = openTop + (base - openTop) * state;
  if (state < 1) {
    // lit interior with shelves of colourful goods
    s.add(
      rect(
        x0 + 20,
        openTop,
        w - 40,
        base - openTop,
        s.linear([
          [0, '#fff2cf'],
          [1, '#e7c48c'],
        ]),
      ),
    );
    const goods = ['#c0392b', '#2e86c1', '#f4d03f', '#27ae60', '#e67e22', '#8e44ad', '#f5f5f5'] as const;
    for (let shelfY = openTop + 70; shelfY < base - 120; shelfY += 80) {
      let items = '';
      for (let gx = x0 + 34; gx < x1 - 60; gx += s.range(22, 40)) {
        const gh = s.range(26, 56);
        items += rect(gx, shelfY - gh, s.range(16, 30), gh, s.pick(goods));
      }
      s.add(items, rect(x0 + 20, shelfY, w - 40, 8, s.lit('#7a5230')));
    }
    // counter
    s.add(
      rect(x0 + w * 0.12, base - 120, w * 0.5, 120, s.lit('#8b5a2b')),
      rect(x0 + w * 0.1, base - 128, w * 0.54, 12, s.lit('#a9743f')),
    );
    // bulb glow
    s.add(
      circle(
        x0 + w * 0.7,
        openTop + 40,
        120,
        s.radial([
          [0, '#fff6c8', 0.8],
          [1, '#fff6c8', 0],
        ]),
      ),
      circle(x0 + w * 0.7, openTop + 40, 12, '#fffbe8'),
    );
  }
  // rolling shutter, corrugated
  s.add(rect(x0 + 20, openTop, w - 40, shutterEnd - openTop, s.lit('#a7adb2')));
  let ribs = '';
  for (let y = openTop + 10; y < shutterEnd; y += 12) ribs += seg(x0 + 20, y, x1 - 20, y);
  s.add(strokes(ribs, s.lit('#80868b'), 3), rect(x0 + 20, shutterEnd - 10, w - 40, 12, s.lit('#5d6367')));
  // striped awning with a scalloped edge
  const awnA = s.lit(s.pick(['#0d9276', '#c0392b', '#1f4e79', '#8b5a2b']));
  const awnB = s.lit('#f7f3ea');
  const aTop = top + 110;
  const aBot = openTop - 10;
  s.add(
    poly(
      [
        [x0 - 10, aBot],
        [x1 + 10, aBot],
        [x1 - 10, aTop],
        [x0 + 10, aTop],
      ],
      awnB,
    ),
  );
  let stripes = '';
  const sw = 50;
  for (let sx = x0 - 10; sx < x1 + 10; sx += sw * 2) {
    const t0 = (sx - x0 + 10) / (w + 20);
    const t1 = Math.min(1, (sx - x0 + 10 + sw) / (w + 20));
    const xt = (t: number) => x0 + 10 + (w - 20) * t;
    const xb = (t: number) => x0 - 10 + (w + 20) * t;
    stripes += poly(
      [
        [xt(t0), aTop],
        [xt(t1), aTop],
        [xb(t1), aBot],
        [xb(t0), aBot],
      ],
      awnA,
    );
  }
  let scallops = '';
  for (let sx = x0 - 10; sx + sw <= x1 + 12; sx += sw)
    scallops += circle(sx + sw / 2, aBot, sw / 2, Math.round((sx - x0 + 10) / sw) % 2 === 0 ? awnA : awnB);
  s.add(stripes, scallops, rect(x0, aBot + 26, w, 18, '#000000', shade(L.shadow * 0.7)));
}

function parkingScene(s: Scene): void {
  const open = s.variant % 3 === 1;
  const cam: Camera = open
    ? { f: 1000, cx: W / 2, cy: 430, eye: 3 }
    : { f: 950, cx: W / 2 + s.range(-60, 60), cy: 520, eye: 1.6 };
  const L = s.light;
  const P = (x: number, y: number, z: number) => project(cam, x, y, z);
  const roomH = 2.9;
  const backZ = open ? 26 : 12;
  const halfW = open ? 12 : 7;
  const [bx0, by0] = P(-halfW, roomH, backZ);
  const [bx1, by1] = P(halfW, 0, backZ);
  const floorC = s.lit(open ? '#5d5f62' : s.pick(['#8d8a84', '#7b8a86', '#9a938a']));

  if (open) {
    drawSky(s, cam.cy);
    drawTreeLine(s, cam.cy + 4, 40, mix(s.lit('#46733f'), L.skyLow, 0.35));
    s.add(rect(0, cam.cy, W, H - cam.cy, s.lit('#7c9a58')));
    s.add(
      groundQuad(
        cam,
        -halfW,
        halfW,
        3,
        backZ,
        s.linear([
          [0, lighten(floorC, 0.1)],
          [1, floorC],
        ]),
      ),
    );
    // boundary wall and trees along the back of the lot
    const wTop = P(0, 1.8, backZ)[1];
    palmTree(s, P(-8, 0, backZ + 3)[0], P(0, 0, backZ + 3)[1], (10 * cam.f) / (backZ + 3), 10);
    roundTree(s, P(7, 0, backZ + 4)[0], P(0, 0, backZ + 4)[1], (4 * cam.f) / (backZ + 4));
    s.add(
      rect(bx0, wTop, bx1 - bx0, by1 - wTop, s.lit('#d9cdb6')),
      rect(bx0 - 4, wTop - 6, bx1 - bx0 + 8, 8, s.lit('#ece4d2')),
    );
  } else {
    // outside view through the open back of the ground-floor garage
    s.add(
      rect(
        bx0,
        by0,
        bx1 - bx0,
        by1 - by0,
        s.linear([
          [0, L.skyMid],
          [1, L.skyLow],
        ]),
      ),
    );
    drawTreeLine(s, by1 - 40, 60, mix(s.lit('#3f6e3f'), L.skyLow, 0.2));
    s.add(rect(bx0, by1 - 44, bx1 - bx0, 44, s.lit('#cfc5b0')));
    const ceilC = s.lit('#c9c6bf');
    const wallC = s.lit(s.pick(['#e6e0d2', '#dfe4e0']));
    const band = s.lit(s.pick(['#0d9276', '#e0b12f', '#8b5a2b']));
    s.add(
      poly(
        [
          [0, 0],
          [W, 0],
          [bx1, by0],
          [bx0, by0],
        ],
        s.linear([
          [0, darken(ceilC, 0.25)],
          [1, ceilC],
        ]),
      ),
    );
    s.add(
      poly(
        [
          [0, 0],
          [bx0, by0],
          [bx0, by1],
          [0, H],
        ],
        s.linear(
          [
            [0, darken(wallC, 0.2)],
            [1, wallC],
          ],
          'h',
        ),
      ),
    );
    s.add(
      poly(
        [
          [W, 0],
          [bx1, by0],
          [bx1, by1],
          [W, H],
        ],
        s.linear(
          [
            [0, darken(wallC, 0.3)],
            [1, darken(wallC, 0.1)],
          ],
          'h',
        ),
      ),
    );
    for (const x of [-halfW, halfW])
      s.add(poly([P(x, 0, 2), P(x, 0, backZ), P(x, 1, backZ), P(x, 1, 2)], band));
    s.add(
      poly(
        [
          [0, H],
          [W, H],
          [bx1, by1],
          [bx0, by1],
        ],
        s.linear([
          [0, mix(floorC, L.skyLow, 0.15)],
          [1, darken(floorC, 0.15)],
        ]),
      ),
    );
    // beams and tube lights
    for (const z of [3.2, 6, 9]) {
      drawBox(
        s,
        cam,
        { x0: -halfW, x1: halfW, y0: roomH - 0.35, y1: roomH, z0: z, z1: z + 0.35 },
        darken(ceilC, 0.12),
        darken(ceilC, 0.22),
        ceilC,
      );
      for (const lx of [-3.5, 2.3]) {
        const q = [
          P(lx, roomH - 0.36, z + 1.2),
          P(lx + 1.2, roomH - 0.36, z + 1.2),
          P(lx + 1.2, roomH - 0.36, z + 1.35),
          P(lx, roomH - 0.36, z + 1.35),
        ];
        s.add(poly(q, '#fffdf2'));
      }
    }
  }

  // painted bays across the far part of the floor, cars nose-in
  const bayW = 2.6;
  const bays = open ? 8 : 5;
  const firstX = -(bays * bayW) / 2;
  const bayZ0 = open ? 13 : 6.2;
  const bayZ1 = backZ - 0.6;
  const paint = open ? '#f4f1e8' : s.pick(['#f4f1e8', '#f2c94c']);
  let marks = '';
  for (let i = 0; i <= bays; i++)
    marks += groundQuad(cam, firstX + i * bayW - 0.06, firstX + i * bayW + 0.06, bayZ0, bayZ1, paint);
  marks += groundQuad(cam, firstX, firstX + bays * bayW, bayZ0 - 0.12, bayZ0, paint);
  s.add(marks);
  if (open) {
    // a second row of bays nearer the camera
    let near = '';
    for (let i = 0; i <= bays; i++)
      near += groundQuad(cam, firstX + i * bayW - 0.06, firstX + i * bayW + 0.06, 6, 10.4, paint);
    s.add(near);
  }

  if (!open) {
    // columns stand at the back of the bays, behind the parked cars
    const colC = s.lit('#d8d4cc');
    for (const i of [0, 2, 4]) {
      const cx = firstX + i * bayW;
      drawBox(
        s,
        cam,
        { x0: cx - 0.25, x1: cx + 0.25, y0: 0, y1: roomH, z0: backZ - 1.2, z1: backZ - 0.7 },
        colC,
        colC,
        darken(colC, 0.25),
      );
      // hazard stripes at the column foot
      const foot = [
        P(cx - 0.25, 0, backZ - 1.2),
        P(cx + 0.25, 0, backZ - 1.2),
        P(cx + 0.25, 0.6, backZ - 1.2),
        P(cx - 0.25, 0.6, backZ - 1.2),
      ];
      s.add(poly(foot, s.lit('#e0b12f')));
      const [fx0, fy0] = foot[3] ?? [0, 0];
      const [fx1, fy1] = foot[1] ?? [0, 0];
      let hz = '';
      for (let t = 0; t < 1; t += 0.25)
        hz += seg(fx0 + (fx1 - fx0) * t, fy1, fx0 + (fx1 - fx0) * (t + 0.25), fy0);
      s.add(strokes(hz, '#222222', 8));
    }
  }

  // oil stains make the floor read as a used garage
  for (let i = 0; !open && i < 4; i++) {
    const sx = s.range(-5, 4);
    const sz = s.range(2.6, 4.6);
    s.add(groundQuad(cam, sx, sx + s.range(0.6, 1.4), sz, sz + s.range(0.4, 1), '#000000', 'opacity="0.07"'));
  }

  const filled = new Set<number>();
  const cars = open ? s.int(4, 6) : s.int(2, 3);
  while (filled.size < cars) filled.add(s.int(0, bays - 1));
  const carColours = ['#c0392b', '#ecf0f1', '#2c3e50', '#7f8c8d', '#1f618d', '#b7950b', '#0d9276'] as const;
  // walk the colour list from a random start so neighbouring cars differ
  let colourIndex = s.int(0, carColours.length - 1);
  const nextColour = () => s.lit(carColours[colourIndex++ % carColours.length] ?? '#7f8c8d');
  for (let i = 0; i < bays; i++) {
    if (filled.has(i)) drawCar(s, cam, firstX + i * bayW + bayW / 2, bayZ0 + 0.9, nextColour());
  }
  if (open) {
    // one or two cars in the near row so the foreground is not empty tarmac
    const nearCars = new Set([s.pick([2, 3]), s.pick([4, 5])]);
    for (const i of nearCars) drawCar(s, cam, firstX + i * bayW + bayW / 2, 6.3, nextColour());
  }
}

/** Car seen from behind, parked nose-in: body, sloped cabin, rear window, lamps, wheels. */
function drawCar(s: Scene, cam: Camera, cx: number, z: number, color: string): void {
  const P = (x: number, y: number, zz: number) => project(cam, x, y, zz);
  const face = (pts: ReadonlyArray<readonly [number, number, number]>, fill: string) =>
    s.add(
      poly(
        pts.map(([x, y, zz]) => P(x, y, zz)),
        fill,
      ),
    );
  const half = 0.9;
  s.add(groundQuad(cam, cx - half - 0.1, cx + half + 0.1, z - 0.1, z + 4.4, '#000000', shade(0.35)));
  for (const wx of [cx - half + 0.05, cx + half - 0.3]) {
    drawBox(
      s,
      cam,
      { x0: wx, x1: wx + 0.25, y0: 0, y1: 0.6, z0: z + 0.3, z1: z + 0.9 },
      '#1b1b1b',
      '#1b1b1b',
      '#111111',
    );
  }
  drawBox(
    s,
    cam,
    { x0: cx - half, x1: cx + half, y0: 0.3, y1: 0.95, z0: z, z1: z + 4.3 },
    color,
    lighten(color, 0.15),
    darken(color, 0.3),
  );
  // cabin: narrower at the roof, with a raked rear window
  const lo = { l: cx - half + 0.1, r: cx + half - 0.1, y: 0.95, z0: z + 0.8, z1: z + 3.3 };
  const hi = { l: cx - half + 0.28, r: cx + half - 0.28, y: 1.45, z0: z + 1.35, z1: z + 2.7 };
  if (lo.r < 0)
    face(
      [
        [lo.r, lo.y, lo.z0],
        [hi.r, hi.y, hi.z0],
        [hi.r, hi.y, hi.z1],
        [lo.r, lo.y, lo.z1],
      ],
      darken(color, 0.35),
    );
  if (lo.l > 0)
    face(
      [
        [lo.l, lo.y, lo.z0],
        [hi.l, hi.y, hi.z0],
        [hi.l, hi.y, hi.z1],
        [lo.l, lo.y, lo.z1],
      ],
      darken(color, 0.35),
    );
  face(
    [
      [hi.l, hi.y, hi.z0],
      [hi.r, hi.y, hi.z0],
      [hi.r, hi.y, hi.z1],
      [hi.l, hi.y, hi.z1],
    ],
    lighten(color, 0.08),
  );
  face(
    [
      [lo.l, lo.y, lo.z0],
      [lo.r, lo.y, lo.z0],
      [hi.r, hi.y, hi.z0],
      [hi.l, hi.y, hi.z0],
    ],
    color,
  );
  const g = 0.08;
  face(
    [
      [lo.l + g * 1.5, lo.y + g, lo.z0 + 0.08],
      [lo.r - g * 1.5, lo.y + g, lo.z0 + 0.08],
      [hi.r - g, hi.y - g * 0.6, hi.z0 - 0.05],
      [hi.l + g, hi.y - g * 0.6, hi.z0 - 0.05],
    ],
    s.linear([
      [0, '#6f8596'],
      [1, '#26343f'],
    ]),
  );
  const onRear = (x0: number, x1: number, y0: number, y1: number, fill: string) =>
    face(
      [
        [x0, y0, z - 0.01],
        [x1, y0, z - 0.01],
        [x1, y1, z - 0.01],
        [x0, y1, z - 0.01],
      ],
      fill,
    );
  onRear(cx - half + 0.08, cx - half + 0.45, 0.72, 0.84, '#d62f2f');
  onRear(cx + half - 0.45, cx + half - 0.08, 0.72, 0.84, '#d62f2f');
  onRear(cx - 0.25, cx + 0.25, 0.46, 0.6, '#f4f4f0');
  onRear(cx - half, cx + half, 0.3, 0.4, darken(color, 0.45));
}

function guestHouseScene(s: Scene): void {
  const horizon = 800;
  const L = s.light;
  drawSky(s, horizon);
  drawTreeLine(s, horizon + 6, 80, mix(s.lit('#42703f'), L.skyLow, 0.4));
  s.add(
    rect(
      0,
      horizon,
      W,
      H - horizon,
      s.linear([
        [0, s.lit('#86a95b')],
        [1, s.lit('#5e8a3f')],
      ]),
    ),
  );

  const base = 1000;
  const floors = s.pick([2, 3]);
  const width = s.range(820, 960);
  const x = W / 2 - width / 2 - DEPTH_X / 2 + s.range(-60, 60);
  const wall = s.pick(['#c8794a', '#eedfc4', '#f3f0ea', '#e7c9a0', '#d9b38c']);
  const groundH = 150;
  palmTree(s, x - 120, base + 20, s.range(480, 560), 30);
  drawBlock(s, {
    x,
    base,
    width,
    floors,
    floorH: 150,
    groundH,
    wall,
    accent: s.pick(['#0d9276', '#8b5a2b', '#2f5d50']),
    trim: s.pick(['#f7f3ea', '#6b4a33', '#ffffff']),
    bays: 5,
    balconyEvery: s.pick([0, 2]),
    litShare: L.dusk ? 0.9 : 0.6,
    tank: false,
  });

  // welcoming ground floor: lit lobby in place of the parking level
  const gTop = base - groundH;
  const lw = s.lit(wall);
  s.add(rect(x, gTop, width, groundH, lighten(lw, 0.04)));
  const doorX = x + width / 2 - 90;
  s.add(
    rect(
      doorX,
      gTop + 20,
      180,
      groundH - 20,
      s.linear([
        [0, '#fff0c4'],
        [1, '#f1bd6a'],
      ]),
    ),
  );
  s.add(
    strokes(
      seg(doorX + 90, gTop + 20, doorX + 90, base) + seg(doorX, gTop + 20, doorX + 180, gTop + 20),
      s.lit('#4a3a2c'),
      6,
    ),
  );
  for (const wx of [x + 70, x + width - 230])
    drawWindow(s, wx, gTop + 30, 160, 90, { frame: s.lit('#4a3a2c'), lit: true });
  // canopy with posts
  s.add(
    rect(doorX - 60, gTop - 6, 300, 20, s.lit('#f3efe6')),
    rect(doorX - 40, gTop + 14, 260, 10, '#000000', 'opacity="0.2"'),
  );
  s.add(
    rect(doorX - 50, gTop + 14, 10, groundH - 14, s.lit('#6b4a33')),
    rect(doorX + 230, gTop + 14, 10, groundH - 14, s.lit('#6b4a33')),
  );
  // wall lamps
  for (const lx of [doorX - 20, doorX + 200]) {
    s.add(
      circle(
        lx,
        gTop + 60,
        60,
        s.radial([
          [0, '#ffe9a8', L.dusk ? 0.85 : 0.5],
          [1, '#ffe9a8', 0],
        ]),
      ),
      circle(lx, gTop + 60, 9, '#fff8e0'),
    );
  }

  // the sign: a board with a bed pictogram and stars instead of lettering
  const sw = 380;
  const sh = 96;
  const sx = x + width / 2 - sw / 2;
  const sy = gTop - s.range(70, 110) - sh;
  const board = s.lit(s.pick(['#0d9276', '#5b3a1e', '#1f3b4d']));
  s.add(rect(sx + 40, sy + sh, 8, 30, '#3a3a3a'), rect(sx + sw - 48, sy + sh, 8, 30, '#3a3a3a'));
  s.add(rect(sx, sy, sw, sh, board, `stroke="${s.lit('#e8c36a')}" stroke-width="6"`));
  s.add(
    rect(sx + 30, sy + 46, 90, 22, '#f7f3ea'),
    rect(sx + 30, sy + 30, 8, 50, '#f7f3ea'),
    rect(sx + 112, sy + 40, 8, 40, '#f7f3ea'),
  );
  s.add(circle(sx + 54, sy + 38, 10, '#f7f3ea'), rect(sx + 66, sy + 32, 52, 14, '#f7f3ea'));
  for (let i = 0; i < 3; i++) s.add(star(sx + 180 + i * 58, sy + sh / 2, 20, s.lit('#f2c94c')));
  if (L.dusk)
    s.add(
      rect(
        sx - 20,
        sy - 20,
        sw + 40,
        sh + 40,
        s.radial([
          [0, '#ffe9a8', 0.25],
          [1, '#ffe9a8', 0],
        ]),
      ),
    );

  // festive string lights across the front garden
  const y0 = gTop - 30;
  let bulbs = '';
  const lx0 = x - 60;
  const lx1 = x + width + 120;
  for (let t = 0; t <= 1; t += 0.025) {
    const bx = lx0 + (lx1 - lx0) * t;
    const by = y0 + 160 * 4 * t * (1 - t) * 0.5;
    bulbs += circle(bx, by, 5, s.pick(['#ffd66b', '#ff9f6b', '#fff1b8']));
  }
  s.add(
    path(
      `M${n(lx0)} ${n(y0)}Q${n((lx0 + lx1) / 2)} ${n(y0 + 160)} ${n(lx1)} ${n(y0)}`,
      'none',
      'stroke="#333" stroke-width="2"',
    ),
    bulbs,
  );

  // garden path, potted plants, lamp posts
  grassTufts(s, base + 40, H, 60, s.lit('#416d2e'));
  s.add(
    poly(
      [
        [doorX + 20, base],
        [doorX + 160, base],
        [doorX + 260, H],
        [doorX - 80, H],
      ],
      s.lit('#d8c3a0'),
    ),
  );
  for (const px of [doorX - 110, doorX + 250]) {
    s.add(
      poly(
        [
          [px, base - 10],
          [px + 60, base - 10],
          [px + 50, base + 40],
          [px + 10, base + 40],
        ],
        s.lit('#b5653d'),
      ),
    );
    shrubRow(s, px - 5, px + 65, base - 8, 46, s.lit('#e05a9c'));
  }
  for (const px of [x - 40, x + width + 100]) {
    s.add(rect(px, 820, 12, 220, '#2f2f2f'), circle(px + 6, 812, 22, '#fff3c4'));
    s.add(
      circle(
        px + 6,
        812,
        90,
        s.radial([
          [0, '#ffe9a8', L.dusk ? 0.7 : 0.3],
          [1, '#ffe9a8', 0],
        ]),
      ),
    );
  }
  shrubRow(s, 0, x - 80, base + 30, 50);
  shrubRow(s, x + width + 160, W, base + 30, 50);
}

const SCENES: Record<DemoCategory, (s: Scene) => void> = {
  apartment: apartmentScene,
  house: houseScene,
  land: landScene,
  office: officeScene,
  shop: shopScene,
  parking: parkingScene,
  'guest-house': guestHouseScene,
};

const CATEGORY_ORDER: readonly DemoCategory[] = CATEGORIES;

/** Photo finish: soft light from the sun's side and a gentle vignette. */
function finish(s: Scene): void {
  s.add(
    rect(
      0,
      0,
      W,
      H,
      s.linear(
        [
          [0, s.light.glow, 0.12],
          [0.6, s.light.glow, 0],
        ],
        [0, 0, 1, 1],
      ),
    ),
  );
  s.add(
    rect(
      0,
      0,
      W,
      H,
      s.radial(
        [
          [0.55, '#000000', 0],
          [1, '#000000', 0.32],
        ],
        0.5,
        0.5,
        0.75,
      ),
    ),
  );
}

/** Builds the SVG for one demo photo. */
function demoPhotoSvg(category: DemoCategory, variant: number): string {
  const v = Math.max(0, Math.floor(variant));
  const rng = mulberry32(hashText(`${category}:${v}`));
  // rotate the time of day per category so a grid of listings does not look all alike
  const light = LIGHTS[(v + CATEGORY_ORDER.indexOf(category)) % LIGHTS.length] ?? LIGHTS[0];
  if (!light) throw new Error('no light presets');
  const scene = new Scene(rng, light, v);
  scene.add(rect(0, 0, W, H, '#9a968e'));
  SCENES[category](scene);
  finish(scene);
  return scene.toSvg();
}

/** Returns a JPEG (drawn at 1600×1200, scaled to `width`) illustrating a property of the category. */
export async function drawDemoPhoto(category: DemoCategory, variant: number, width = W): Promise<Buffer> {
  const svg = demoPhotoSvg(category, variant);
  return sharp(Buffer.from(svg)).resize({ width }).jpeg({ quality: JPEG_QUALITY, mozjpeg: true }).toBuffer();
}
