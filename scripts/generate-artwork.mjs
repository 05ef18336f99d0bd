#!/usr/bin/env node
/**
 * Generates the site's static artwork (project showcases, review avatars, placeholder banner,
 * favicon, Apple touch icon, Open Graph card and the newsroom's seed banners and in-article
 * illustrations in lib/articles/seed/images) from hand-built SVG rendered with sharp.
 *
 * Deterministic: every image is drawn with a seeded PRNG, so re-running produces the same files.
 *
 * Usage:  node scripts/generate-artwork.mjs [outputRoot]
 *         outputRoot defaults to the project root (the parent of this scripts/ folder).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const ROOT = process.argv[2]
  ? resolve(process.argv[2])
  : resolve(dirname(fileURLToPath(import.meta.url)), '..');

const BRAND = { bg: '#0b0d17', violet: '#7c5cff', violetLight: '#a996ff', warm: '#ff7a59' };

/* ------------------------------------------------------------------ utilities */

function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function makeRng(seed) {
  const next = mulberry32(seed);
  const rng = {
    next,
    range: (a, b) => a + (b - a) * next(),
    int: (a, b) => Math.floor(a + (b - a + 1) * next()),
    pick: (arr) => arr[Math.floor(next() * arr.length)],
    chance: (p) => next() < p,
  };
  return rng;
}

const r1 = (n) => Math.round(n * 10) / 10;

function hsl(h, s, l) {
  h = ((h % 360) + 360) % 360;
  s /= 100;
  l /= 100;
  const k = (n) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  const hex = (x) =>
    Math.round(x * 255)
      .toString(16)
      .padStart(2, '0');
  return `#${hex(f(0))}${hex(f(8))}${hex(f(4))}`;
}

let uidCounter = 0;
const uid = (p = 'u') => `${p}${++uidCounter}`;

const rect = (x, y, w, h, r, fill, extra = '') =>
  `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" rx="${r1(r)}" fill="${fill}" ${extra}/>`;
const circle = (cx, cy, r, fill, extra = '') =>
  `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${fill}" ${extra}/>`;

function linGrad(id, stops, x1 = 0, y1 = 0, x2 = 1, y2 = 1) {
  const s = stops
    .map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`)
    .join('');
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
}

function glow(defs, cx, cy, r, color, opacity) {
  const id = uid('g');
  defs.push(
    `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/>` +
      `<stop offset="0.55" stop-color="${color}" stop-opacity="${r1(opacity * 0.35)}"/>` +
      `<stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`,
  );
  return circle(cx, cy, r, `url(#${id})`);
}

/** Soft drop shadow: a blurred dark copy of a rounded rect. */
function shadow(defs, x, y, w, h, r, { dy = 22, blur = 22, opacity = 0.45, color = '#000' } = {}) {
  const id = uid('sh');
  defs.push(
    `<filter id="${id}" x="-40%" y="-40%" width="180%" height="180%"><feGaussianBlur stdDeviation="${blur}"/></filter>`,
  );
  return rect(x, y + dy, w, h, r, color, `opacity="${opacity}" filter="url(#${id})"`);
}

/** Horizontal "text" bars. */
function bars(x, y, widths, h, gap, fill, opacity = 1) {
  return widths
    .map((w, i) => rect(x, y + i * (h + gap), w, h, h / 2, fill, `opacity="${opacity}"`))
    .join('');
}

function smoothPath(points) {
  let d = `M${r1(points[0][0])} ${r1(points[0][1])}`;
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[i - 1] || points[i];
    const p1 = points[i];
    const p2 = points[i + 1];
    const p3 = points[i + 2] || p2;
    const c1x = p1[0] + (p2[0] - p0[0]) / 6;
    const c1y = p1[1] + (p2[1] - p0[1]) / 6;
    const c2x = p2[0] - (p3[0] - p1[0]) / 6;
    const c2y = p2[1] - (p3[1] - p1[1]) / 6;
    d += ` C${r1(c1x)} ${r1(c1y)} ${r1(c2x)} ${r1(c2y)} ${r1(p2[0])} ${r1(p2[1])}`;
  }
  return d;
}

function series(rng, n, lo = 0.15, hi = 0.9) {
  const out = [];
  let v = rng.range(lo, (lo + hi) / 2);
  for (let i = 0; i < n; i++) {
    v += rng.range(-0.18, 0.22);
    v = Math.max(lo, Math.min(hi, v));
    out.push(v);
  }
  return out;
}

/* ------------------------------------------------------------------ palettes */

/** Move hue h by up to `amount` degrees towards `target` (the brand violet by default). */
function toward(h, amount, target = 255) {
  const d = ((((target - h) % 360) + 540) % 360) - 180;
  return h + Math.sign(d) * Math.min(Math.abs(d), amount);
}

function palette(h, { theme = 'dark', bg = 'dark', shift = 40 } = {}) {
  const dark = theme === 'dark';
  const lightBg = bg === 'light';
  // Warm and green families lean their second hue towards violet so they harmonise with the brand.
  const h2 = h < 190 ? toward(h, Math.abs(shift)) : h + shift;
  // Dark neutrals of warm/green families are tinted towards violet (avoids muddy browns/olives).
  const hd = h < 190 ? toward(h, 70) : h;
  return {
    h,
    hd,
    dark,
    lightBg,
    bgA: lightBg ? hsl(h - 10, 70, 90) : hsl(h < 190 ? toward(h, 60) : h - 8, 58, 11),
    bgB: lightBg ? hsl(toward(h, 25), 75, 80) : hsl(toward(h, 28), 68, 32),
    glow1: lightBg ? hsl(h2, 95, 84) : hsl(h - 12, 95, 58),
    glow2: lightBg ? hsl(h - 15, 90, 86) : hsl(h2, 95, 62),
    acc: hsl(h, 88, lightBg ? 60 : 64),
    acc2: hsl(h2, 92, 66),
    accDeep: hsl(h < 190 ? toward(h, 40) : h + 8, 68, 44),
    accSoft: hsl(h, 85, 84),
    surf: dark ? hsl(hd, 30, 8) : '#ffffff',
    surf2: dark ? hsl(hd, 26, 13) : hsl(h, 45, 96),
    surf3: dark ? hsl(hd, 22, 19) : hsl(h, 35, 90),
    stroke: dark ? '#ffffff' : hsl(h, 30, 20),
    ink: dark ? '#f3f4fa' : hsl(hd, 40, 13),
    inkSoft: dark ? '#ffffff' : hsl(h, 25, 20),
    inkSoftOp: dark ? 0.28 : 0.22,
    deco: lightBg ? hsl(h, 40, 25) : '#ffffff',
  };
}

/* ------------------------------------------------------------------ marks */

/** Geometric logo marks (abstract brand symbols), drawn inside a box of size s centred on cx,cy. */
function mark(kind, cx, cy, s, fg, fg2, bgc = '#000') {
  const h = s / 2;
  const g = (inner) => `<g transform="translate(${r1(cx - h)} ${r1(cy - h)})">${inner}</g>`;
  switch (kind % 12) {
    case 0: // ring + dot
      return g(
        circle(h, h, h * 0.78, 'none', `stroke="${fg}" stroke-width="${r1(s * 0.16)}"`) +
          circle(h + h * 0.42, h - h * 0.42, h * 0.24, fg2),
      );
    case 1: // venn
      return g(
        circle(h * 0.72, h, h * 0.62, fg, 'opacity="0.95"') +
          circle(h * 1.28, h, h * 0.62, fg2, 'opacity="0.85"'),
      );
    case 2: // triangle + sun
      return g(
        `<path d="M${r1(h * 0.1)} ${r1(s * 0.9)} L${r1(h)} ${r1(s * 0.12)} L${r1(s * 0.95)} ${r1(s * 0.9)}Z" fill="${fg}"/>` +
          circle(h * 1.38, h * 0.62, h * 0.3, fg2),
      );
    case 3: // pinwheel of quarter circles
      return g(
        `<path d="M${h} ${h}V0A${h} ${h} 0 0 0 0 ${h}Z" fill="${fg}"/>` +
          `<path d="M${h} ${h}H${s}A${h} ${h} 0 0 0 ${h} 0Z" fill="${fg2}"/>` +
          `<path d="M${h} ${h}V${s}A${h} ${h} 0 0 0 ${s} ${h}Z" fill="${fg}"/>` +
          `<path d="M${h} ${h}H0A${h} ${h} 0 0 0 ${h} ${s}Z" fill="${fg2}" opacity="0.55"/>`,
      );
    case 4: {
      // slanted bars
      let p = '';
      for (let i = 0; i < 3; i++) {
        const y = s * (0.12 + i * 0.29);
        const w = s * (0.62 + (i === 1 ? 0.18 : 0));
        p += `<path d="M${r1(s * 0.22)} ${r1(y)}h${r1(w)}l${r1(-s * 0.2)} ${r1(s * 0.2)}h${r1(-w)}z" fill="${i === 1 ? fg2 : fg}"/>`;
      }
      return g(p);
    }
    case 5: {
      // hexagon with inner Y
      const pts = [];
      for (let i = 0; i < 6; i++) {
        const a = (Math.PI / 3) * i - Math.PI / 2;
        pts.push(`${r1(h + Math.cos(a) * h * 0.92)},${r1(h + Math.sin(a) * h * 0.92)}`);
      }
      return g(
        `<polygon points="${pts.join(' ')}" fill="${fg}"/>` +
          `<path d="M${h} ${h}V${r1(s * 0.82)}M${h} ${h}L${r1(h * 0.32)} ${r1(h * 0.6)}M${h} ${h}L${r1(h * 1.68)} ${r1(h * 0.6)}" stroke="${fg2}" stroke-width="${r1(s * 0.09)}" stroke-linecap="round"/>`,
      );
    }
    case 6: {
      // sunrise
      let rays = '';
      for (let i = 0; i < 7; i++) {
        const a = Math.PI + (Math.PI / 6) * i;
        rays += `<line x1="${r1(h + Math.cos(a) * h * 0.62)}" y1="${r1(s * 0.72 + Math.sin(a) * h * 0.62)}" x2="${r1(h + Math.cos(a) * h * 0.95)}" y2="${r1(s * 0.72 + Math.sin(a) * h * 0.95)}" stroke="${fg2}" stroke-width="${r1(s * 0.07)}" stroke-linecap="round"/>`;
      }
      return g(
        `<path d="M${r1(h * 0.5)} ${r1(s * 0.72)}A${r1(h * 0.5)} ${r1(h * 0.5)} 0 0 1 ${r1(h * 1.5)} ${r1(s * 0.72)}Z" fill="${fg}"/>` +
          rays +
          rect(s * 0.08, s * 0.8, s * 0.84, s * 0.08, s * 0.04, fg),
      );
    }
    case 7: // nested diamonds
      return g(
        `<rect x="${r1(h * 0.32)}" y="${r1(h * 0.32)}" width="${r1(h * 1.36)}" height="${r1(h * 1.36)}" rx="${r1(s * 0.08)}" fill="${fg}" transform="rotate(45 ${h} ${h})"/>` +
          `<rect x="${r1(h * 0.7)}" y="${r1(h * 0.7)}" width="${r1(h * 0.6)}" height="${r1(h * 0.6)}" rx="${r1(s * 0.04)}" fill="${fg2}" transform="rotate(45 ${h} ${h})"/>`,
      );
    case 8: // open arc + dot
      return g(
        `<path d="M${r1(h * 1.62)} ${r1(h * 0.52)}A${r1(h * 0.78)} ${r1(h * 0.78)} 0 1 0 ${r1(h * 1.62)} ${r1(h * 1.48)}" fill="none" stroke="${fg}" stroke-width="${r1(s * 0.2)}" stroke-linecap="round"/>` +
          circle(h * 1.02, h, h * 0.2, fg2),
      );
    case 9: // four-point sparkle
      return g(
        `<path d="M${h} 0Q${r1(h * 1.12)} ${r1(h * 0.88)} ${s} ${h}Q${r1(h * 1.12)} ${r1(h * 1.12)} ${h} ${s}Q${r1(h * 0.88)} ${r1(h * 1.12)} 0 ${h}Q${r1(h * 0.88)} ${r1(h * 0.88)} ${h} 0Z" fill="${fg}"/>` +
          circle(s * 0.84, s * 0.16, s * 0.1, fg2),
      );
    case 10: {
      // waves
      let p = '';
      for (let i = 0; i < 3; i++) {
        const y = s * (0.28 + i * 0.22);
        p += `<path d="M${r1(s * 0.06)} ${r1(y)}q${r1(s * 0.22)} ${r1(-s * 0.16)} ${r1(s * 0.44)} 0t${r1(s * 0.44)} 0" fill="none" stroke="${i === 1 ? fg2 : fg}" stroke-width="${r1(s * 0.1)}" stroke-linecap="round"/>`;
      }
      return g(p);
    }
    default: {
      // dot grid
      let p = '';
      for (let i = 0; i < 3; i++)
        for (let j = 0; j < 3; j++) {
          const big = (i + j) % 2 === 0;
          p += circle(
            s * (0.18 + i * 0.32),
            s * (0.18 + j * 0.32),
            s * (big ? 0.13 : 0.075),
            i === 1 && j === 1 ? fg2 : fg,
          );
        }
      return g(p + `<rect width="0" height="0" fill="${bgc}"/>`);
    }
  }
}

/** The Lumen mark inside a 64x64 box (rounded square, violet "L" light-ray, warm spark). */
function lumenMarkInner({ radius = 15, gradId = 'lumenG', frame = true } = {}) {
  return (
    `<rect width="64" height="64" rx="${radius}" fill="${BRAND.bg}"/>` +
    (frame
      ? `<rect x="0.75" y="0.75" width="62.5" height="62.5" rx="${Math.max(0, radius - 0.75)}" fill="none" stroke="${BRAND.violet}" stroke-opacity="0.45" stroke-width="1.5"/>`
      : '') +
    `<path d="M21 15v27a7 7 0 0 0 7 7h17" fill="none" stroke="url(#${gradId})" stroke-width="8.5" stroke-linecap="round"/>` +
    `<path d="M43.5 16.5L48.5 21.5L36 43H29.5V36Z" fill="url(#${gradId}b)"/>` +
    `<circle cx="46" cy="19" r="5.5" fill="${BRAND.warm}"/>`
  );
}
const lumenGradDef = (id = 'lumenG') =>
  linGrad(
    id,
    [
      [0, '#b9a8ff'],
      [1, BRAND.violet],
    ],
    0,
    0,
    0,
    1,
  ) +
  linGrad(
    `${id}b`,
    [
      [0, BRAND.warm, 0.75],
      [1, BRAND.violetLight, 0],
    ],
    1,
    0,
    0,
    1,
  );

/* ------------------------------------------------------------------ backgrounds */

function background(defs, W, H, P, rng, style) {
  const id = uid('bg');
  const ang = rng.range(0, 1);
  defs.push(
    linGrad(
      id,
      [
        [0, P.bgA],
        [1, P.bgB],
      ],
      r1(ang),
      0,
      r1(1 - ang),
      1,
    ),
  );
  let out = rect(0, 0, W, H, 0, `url(#${id})`);
  out += glow(
    defs,
    rng.range(0, W * 0.4),
    rng.range(0, H * 0.5),
    W * 0.55,
    P.glow1,
    P.lightBg ? 0.8 : 0.55,
  );
  out += glow(
    defs,
    rng.range(W * 0.6, W),
    rng.range(H * 0.5, H),
    W * 0.6,
    P.glow2,
    P.lightBg ? 0.7 : 0.5,
  );
  const dc = P.deco;
  const dop = P.lightBg ? 0.09 : 0.07;
  if (style === 'grid') {
    let l = '';
    for (let x = 48; x < W; x += 48) l += `M${x} 0V${H}`;
    for (let y = 48; y < H; y += 48) l += `M0 ${y}H${W}`;
    out += `<path d="${l}" stroke="${dc}" stroke-opacity="${dop}" stroke-width="1"/>`;
  } else if (style === 'dots') {
    const pid = uid('p');
    defs.push(
      `<pattern id="${pid}" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="14" cy="14" r="1.6" fill="${dc}" fill-opacity="${dop * 2}"/></pattern>`,
    );
    out += rect(0, 0, W, H, 0, `url(#${pid})`);
  } else if (style === 'rings') {
    const cx = rng.pick([0.15, 0.85]) * W;
    const cy = rng.pick([0.2, 0.8]) * H;
    for (let r = 80; r < W * 1.1; r += 70)
      out += circle(cx, cy, r, 'none', `stroke="${dc}" stroke-opacity="${dop}" stroke-width="1.5"`);
  } else if (style === 'diagonal') {
    let l = '';
    for (let x = -H; x < W; x += 56) l += `M${x} ${H}L${x + H} 0`;
    out += `<path d="${l}" stroke="${dc}" stroke-opacity="${dop * 0.8}" stroke-width="14"/>`;
  } else if (style === 'arcs') {
    out += circle(
      W * 0.5,
      H * 1.25,
      W * 0.62,
      'none',
      `stroke="${dc}" stroke-opacity="${dop * 1.4}" stroke-width="2"`,
    );
    out += circle(
      W * 0.5,
      H * 1.25,
      W * 0.75,
      'none',
      `stroke="${dc}" stroke-opacity="${dop}" stroke-width="2"`,
    );
    out += circle(
      W * 0.5,
      H * 1.25,
      W * 0.9,
      'none',
      `stroke="${dc}" stroke-opacity="${dop * 0.7}" stroke-width="2"`,
    );
  }
  return out;
}

/* ------------------------------------------------------------------ UI building blocks */

function browser(defs, x, y, w, h, P, content, { chrome = 40, r = 18 } = {}) {
  const clip = uid('c');
  defs.push(
    `<clipPath id="${clip}"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}"/></clipPath>`,
  );
  let out = shadow(defs, x, y, w, h, r, { dy: 28, blur: 26, opacity: P.lightBg ? 0.22 : 0.5 });
  out += `<g clip-path="url(#${clip})">`;
  out += rect(x, y, w, h, 0, P.surf);
  out += rect(x, y, w, chrome, 0, P.surf2);
  ['#ff5f57', '#febc2e', '#28c840'].forEach((c, i) => {
    out += circle(x + 22 + i * 18, y + chrome / 2, 5.5, c, P.dark ? 'opacity="0.9"' : '');
  });
  out += rect(
    x + w * 0.3,
    y + chrome / 2 - 11,
    w * 0.4,
    22,
    11,
    P.dark ? '#ffffff' : P.surf3,
    P.dark ? 'opacity="0.07"' : '',
  );
  out += content(x, y + chrome, w, h - chrome);
  out += `</g>`;
  out += rect(
    x + 0.5,
    y + 0.5,
    w - 1,
    h - 1,
    r,
    'none',
    `stroke="${P.stroke}" stroke-opacity="${P.dark ? 0.12 : 0.08}"`,
  );
  return out;
}

function phone(defs, x, y, w, h, P, content, { rotate = 0 } = {}) {
  const r = w * 0.16;
  const b = Math.max(7, w * 0.035);
  const clip = uid('c');
  defs.push(
    `<clipPath id="${clip}"><rect x="${r1(x + b)}" y="${r1(y + b)}" width="${r1(w - 2 * b)}" height="${r1(h - 2 * b)}" rx="${r1(r - b)}"/></clipPath>`,
  );
  let out = rotate ? `<g transform="rotate(${rotate} ${r1(x + w / 2)} ${r1(y + h / 2)})">` : '<g>';
  out += shadow(defs, x, y, w, h, r, { dy: 30, blur: 24, opacity: P.lightBg ? 0.28 : 0.55 });
  out += rect(x, y, w, h, r, '#07080d');
  out += rect(
    x + 1,
    y + 1,
    w - 2,
    h - 2,
    r - 1,
    'none',
    `stroke="#ffffff" stroke-opacity="0.16" stroke-width="1.5"`,
  );
  out += `<g clip-path="url(#${clip})">`;
  out += rect(x + b, y + b, w - 2 * b, h - 2 * b, 0, P.surf);
  out += content(x + b, y + b, w - 2 * b, h - 2 * b);
  out += `</g>`;
  out += rect(x + w / 2 - w * 0.15, y + b + 9, w * 0.3, Math.max(14, w * 0.075), 10, '#07080d');
  out += '</g>';
  return out;
}

/** Phone/app screen variants. */
function screen(kind, defs, x, y, w, h, P, rng) {
  const pad = w * 0.08;
  const top = y + w * 0.16;
  const ink = P.ink;
  const soft = P.inkSoft;
  const so = P.inkSoftOp;
  let o = '';
  const gid = uid('sg');
  defs.push(
    linGrad(gid, [
      [0, P.acc],
      [1, P.acc2],
    ]),
  );
  const tabBar = () => {
    let t = rect(x, y + h - w * 0.2, w, w * 0.2, 0, P.surf2);
    for (let i = 0; i < 4; i++)
      t += circle(
        x + w * (0.18 + i * 0.213),
        y + h - w * 0.11,
        w * 0.035,
        i === 0 ? P.acc : soft,
        i === 0 ? '' : `opacity="${so + 0.1}"`,
      );
    return t;
  };
  const row = (ry, i) =>
    rect(
      x + pad,
      ry,
      w * 0.14,
      w * 0.14,
      w * 0.04,
      i % 2 ? P.surf3 : P.acc,
      i % 2 ? '' : 'opacity="0.9"',
    ) +
    bars(
      x + pad + w * 0.2,
      ry + w * 0.02,
      [w * rng.range(0.3, 0.42), w * rng.range(0.18, 0.28)],
      w * 0.03,
      w * 0.03,
      ink,
      0.85,
    ) +
    rect(
      x + w - pad - w * 0.14,
      ry + w * 0.045,
      w * 0.14,
      w * 0.045,
      w * 0.022,
      i === 0 ? P.acc2 : soft,
      i === 0 ? '' : `opacity="${so}"`,
    );

  if (kind === 'wallet') {
    o += bars(x + pad, top, [w * 0.3], w * 0.03, 0, soft, so);
    o += bars(x + pad, top + w * 0.07, [w * 0.55], w * 0.07, 0, ink);
    o += circle(x + w - pad - w * 0.06, top + w * 0.05, w * 0.06, P.acc2);
    const cy = top + w * 0.22;
    const cw = w - 2 * pad;
    o += rect(x + pad, cy, cw, cw * 0.6, w * 0.06, `url(#${gid})`);
    o += circle(x + pad + cw * 0.85, cy + cw * 0.05, cw * 0.38, '#ffffff', 'opacity="0.13"');
    o += rect(
      x + pad + cw * 0.08,
      cy + cw * 0.12,
      cw * 0.16,
      cw * 0.11,
      cw * 0.03,
      '#ffffff',
      'opacity="0.55"',
    );
    o += bars(x + pad + cw * 0.08, cy + cw * 0.4, [cw * 0.55], cw * 0.05, 0, '#ffffff', 0.9);
    o += bars(x + pad + cw * 0.08, cy + cw * 0.5, [cw * 0.3], cw * 0.035, 0, '#ffffff', 0.6);
    let ry = cy + cw * 0.6 + w * 0.1;
    for (let i = 0; i < 4 && ry < y + h - w * 0.35; i++, ry += w * 0.22) o += row(ry, i);
    o += tabBar();
  } else if (kind === 'stats') {
    o += bars(x + pad, top, [w * 0.45], w * 0.06, 0, ink);
    o += bars(x + pad, top + w * 0.1, [w * 0.3], w * 0.03, 0, soft, so);
    const cx = x + w / 2;
    const cy = top + w * 0.5;
    const rr = w * 0.26;
    const c = 2 * Math.PI * rr;
    const v = rng.range(0.55, 0.85);
    o += circle(cx, cy, rr, 'none', `stroke="${P.surf3}" stroke-width="${r1(w * 0.07)}"`);
    o += circle(
      cx,
      cy,
      rr,
      'none',
      `stroke="url(#${gid})" stroke-width="${r1(w * 0.07)}" stroke-linecap="round" stroke-dasharray="${r1(c * v)} ${r1(c)}" transform="rotate(-90 ${r1(cx)} ${r1(cy)})"`,
    );
    o += bars(cx - w * 0.14, cy - w * 0.04, [w * 0.28], w * 0.07, 0, ink);
    o += bars(cx - w * 0.09, cy + w * 0.06, [w * 0.18], w * 0.03, 0, soft, so);
    const by = cy + rr + w * 0.14;
    const bh = w * 0.3;
    const vals = series(rng, 7, 0.25, 1);
    vals.forEach((vv, i) => {
      const bw = (w - 2 * pad) / 7;
      o += rect(
        x + pad + i * bw + bw * 0.2,
        by + bh * (1 - vv),
        bw * 0.6,
        bh * vv,
        bw * 0.2,
        i === 4 ? P.acc2 : P.acc,
        i === 4 ? '' : 'opacity="0.55"',
      );
    });
    let ry = by + bh + w * 0.1;
    for (let i = 0; i < 3 && ry < y + h - w * 0.35; i++, ry += w * 0.22) o += row(ry, i);
    o += tabBar();
  } else if (kind === 'feed') {
    o += circle(x + pad + w * 0.06, top + w * 0.04, w * 0.06, P.acc2);
    o += bars(x + pad + w * 0.16, top, [w * 0.32, w * 0.2], w * 0.03, w * 0.025, ink, 0.85);
    const iy = top + w * 0.16;
    const iw = w - 2 * pad;
    o += rect(x + pad, iy, iw, iw * 0.8, w * 0.05, `url(#${gid})`);
    o += mark(rng.int(0, 11), x + pad + iw / 2, iy + iw * 0.4, iw * 0.36, '#ffffff', P.surf, P.acc);
    o += bars(
      x + pad,
      iy + iw * 0.8 + w * 0.06,
      [iw * 0.8, iw * 0.6, iw * 0.4],
      w * 0.035,
      w * 0.03,
      ink,
      0.8,
    );
    const iy2 = iy + iw * 0.8 + w * 0.32;
    o += rect(x + pad, iy2, iw, iw * 0.8, w * 0.05, P.surf3);
    o += circle(x + pad + iw * 0.3, iy2 + iw * 0.35, iw * 0.2, P.acc, 'opacity="0.8"');
    o += circle(x + pad + iw * 0.55, iy2 + iw * 0.45, iw * 0.24, P.acc2, 'opacity="0.7"');
    o += tabBar();
  } else if (kind === 'onboard') {
    const cx = x + w / 2;
    const cy = y + h * 0.34;
    o += circle(cx, cy, w * 0.36, P.surf2);
    o += circle(cx, cy, w * 0.28, `url(#${gid})`);
    o += mark(rng.int(0, 11), cx, cy, w * 0.24, '#ffffff', P.surf, P.acc);
    o += circle(cx + w * 0.32, cy - w * 0.26, w * 0.05, P.acc2);
    o += circle(cx - w * 0.34, cy + w * 0.2, w * 0.03, P.acc);
    o += bars(cx - w * 0.3, y + h * 0.58, [w * 0.6], w * 0.07, 0, ink);
    o += bars(cx - w * 0.22, y + h * 0.58 + w * 0.12, [w * 0.44], w * 0.07, 0, ink);
    o += bars(
      cx - w * 0.34,
      y + h * 0.58 + w * 0.27,
      [w * 0.68, w * 0.5],
      w * 0.03,
      w * 0.03,
      soft,
      so,
    );
    [0, 1, 2].forEach((i) => {
      o += rect(
        cx - w * 0.09 + i * w * 0.07 + (i > 0 ? w * 0.04 : 0),
        y + h * 0.8,
        i === 0 ? w * 0.09 : w * 0.035,
        w * 0.035,
        w * 0.0175,
        i === 0 ? P.acc : soft,
        i === 0 ? '' : `opacity="${so}"`,
      );
    });
    o += rect(x + pad, y + h * 0.86, w - 2 * pad, w * 0.16, w * 0.08, `url(#${gid})`);
    o += bars(cx - w * 0.14, y + h * 0.86 + w * 0.065, [w * 0.28], w * 0.035, 0, '#ffffff', 0.95);
  } else if (kind === 'chat') {
    o += circle(x + pad + w * 0.07, top + w * 0.05, w * 0.07, `url(#${gid})`);
    o += bars(
      x + pad + w * 0.18,
      top + w * 0.01,
      [w * 0.34, w * 0.18],
      w * 0.03,
      w * 0.025,
      ink,
      0.85,
    );
    o += rect(x, top + w * 0.17, w, 1.5, 0, soft, `opacity="${so * 0.5}"`);
    let by = top + w * 0.26;
    for (let i = 0; by < y + h - w * 0.5; i++) {
      const mine = i % 3 === 1;
      const bw = w * rng.range(0.42, 0.66);
      const bh = w * (rng.chance(0.5) ? 0.16 : 0.24);
      const bx = mine ? x + w - pad - bw : x + pad;
      o += rect(bx, by, bw, bh, w * 0.05, mine ? `url(#${gid})` : P.surf2);
      o += bars(
        bx + w * 0.05,
        by + w * 0.05,
        bh > w * 0.2 ? [bw * 0.7, bw * 0.45] : [bw * 0.6],
        w * 0.028,
        w * 0.035,
        mine ? '#ffffff' : ink,
        mine ? 0.9 : 0.6,
      );
      by += bh + w * 0.06;
    }
    o += rect(x + pad, y + h - w * 0.3, w - 2 * pad, w * 0.15, w * 0.075, P.surf2);
    o += circle(x + w - pad - w * 0.075, y + h - w * 0.225, w * 0.05, P.acc);
  } else {
    // music / media
    const iw = w - 2 * pad;
    const iy = top + w * 0.06;
    o += rect(x + pad, iy, iw, iw, w * 0.06, `url(#${gid})`);
    o += circle(x + pad + iw * 0.5, iy + iw * 0.5, iw * 0.34, '#000000', 'opacity="0.18"');
    o += mark(rng.int(0, 11), x + pad + iw / 2, iy + iw / 2, iw * 0.42, '#ffffff', P.surf, P.acc);
    const ty = iy + iw + w * 0.1;
    o += bars(x + pad, ty, [iw * 0.62], w * 0.06, 0, ink);
    o += bars(x + pad, ty + w * 0.1, [iw * 0.4], w * 0.035, 0, soft, so);
    const py = ty + w * 0.24;
    o += rect(x + pad, py, iw, w * 0.02, w * 0.01, soft, `opacity="${so}"`);
    o += rect(x + pad, py, iw * 0.42, w * 0.02, w * 0.01, P.acc);
    o += circle(x + pad + iw * 0.42, py + w * 0.01, w * 0.03, P.ink);
    const cy = py + w * 0.2;
    o += circle(x + w / 2, cy, w * 0.1, `url(#${gid})`);
    o += `<path d="M${r1(x + w / 2 - w * 0.025)} ${r1(cy - w * 0.04)}v${r1(w * 0.08)}l${r1(w * 0.065)} ${r1(-w * 0.04)}z" fill="#ffffff"/>`;
    o += circle(x + w / 2 - w * 0.26, cy, w * 0.04, soft, `opacity="${so + 0.2}"`);
    o += circle(x + w / 2 + w * 0.26, cy, w * 0.04, soft, `opacity="${so + 0.2}"`);
  }
  return o;
}

/* ------------------------------------------------------------------ project layouts */

const W = 960;
const H = 720;

function layoutDesktop(defs, P, rng, nth) {
  const gid = uid('hg');
  defs.push(
    linGrad(gid, [
      [0, P.acc],
      [1, P.acc2],
    ]),
  );
  const variant = nth % 3;
  const wx = 100 + rng.range(-20, 20);
  return browser(defs, wx, 100, 760, 540, P, (x, y, w) => {
    let o = '';
    o += mark(rng.int(0, 11), x + 44, y + 34, 24, P.acc, P.acc2);
    o += bars(x + 66, y + 30, [70], 9, 0, P.ink, 0.9);
    for (let i = 0; i < 4; i++)
      o += rect(
        x + w * 0.45 + i * 68,
        y + 30,
        48,
        8,
        4,
        P.inkSoft,
        `opacity="${P.inkSoftOp + 0.1}"`,
      );
    o += rect(x + w - 130, y + 20, 100, 30, 15, P.acc);
    if (variant === 2) {
      // centred hero above a wide showcase panel
      const cx = x + w / 2;
      o += rect(cx - 60, y + 84, 120, 22, 11, P.acc, 'opacity="0.18"');
      const h1 = w * rng.range(0.5, 0.6);
      const h2 = w * rng.range(0.34, 0.42);
      o += rect(cx - h1 / 2, y + 124, h1, 28, 14, P.ink);
      o += rect(cx - h2 / 2, y + 166, h2, 28, 14, P.ink);
      o += rect(cx - w * 0.2, y + 214, w * 0.4, 9, 4.5, P.inkSoft, `opacity="${P.inkSoftOp}"`);
      o += rect(cx - 136, y + 246, 130, 42, 21, `url(#${gid})`);
      o += rect(
        cx + 6,
        y + 246,
        130,
        42,
        21,
        'none',
        `stroke="${P.stroke}" stroke-opacity="0.3" stroke-width="1.5"`,
      );
      const py = y + 318;
      o += rect(x + 40, py, w - 80, 240, 22, `url(#${gid})`);
      o += circle(x + 140, py + 40, 130, '#ffffff', 'opacity="0.1"');
      const cw = (w - 80 - 72) / 3;
      for (let i = 0; i < 3; i++) {
        const kx = x + 64 + i * (cw + 12);
        const ky = py + 36 + (i === 1 ? -12 : 12);
        o += shadow(defs, kx, ky, cw, 170, 16, { dy: 12, blur: 12, opacity: 0.25 });
        o += rect(kx, ky, cw, 170, 16, P.surf);
        if (i === 1)
          o += mark(rng.int(0, 11), kx + cw / 2, ky + 62, 64, `url(#${gid})`, P.acc2, P.surf);
        else
          o += rect(kx + 16, ky + 16, cw - 32, 84, 10, i === 0 ? P.acc : P.acc2, 'opacity="0.25"');
        o += bars(kx + 16, ky + 116, [cw * 0.6, cw * 0.4], 8, 10, P.ink, 0.6);
      }
      return o;
    }
    const mirror = variant === 1;
    const tx = mirror ? x + w * 0.52 : x + 40;
    const vx = mirror ? x + 40 : x + w * 0.55;
    const vw = w * 0.4;
    const hy = y + 100;
    o += rect(tx, hy, 120, 22, 11, P.acc, 'opacity="0.18"');
    o += circle(tx + 14, hy + 11, 4, P.acc);
    o += bars(tx, hy + 40, [w * rng.range(0.38, 0.44), w * rng.range(0.28, 0.36)], 28, 14, P.ink);
    o += bars(tx, hy + 136, [w * 0.4, w * 0.36, w * 0.24], 9, 10, P.inkSoft, P.inkSoftOp);
    o += rect(tx, hy + 208, 130, 42, 21, `url(#${gid})`);
    o += rect(
      tx + 142,
      hy + 208,
      120,
      42,
      21,
      'none',
      `stroke="${P.stroke}" stroke-opacity="0.3" stroke-width="1.5"`,
    );
    o += rect(vx, y + 84, vw, 250, 22, `url(#${gid})`);
    o += circle(vx + vw * 0.75, y + 120, 90, '#ffffff', 'opacity="0.12"');
    o += mark(rng.int(0, 11), vx + vw / 2, y + 205, 120, '#ffffff', P.surf, P.acc);
    const fx = mirror ? vx + vw - 116 : vx - 34;
    o += rect(fx, y + 270, 150, 78, 16, P.surf2, `stroke="${P.stroke}" stroke-opacity="0.08"`);
    o += circle(fx + 28, y + 309, 16, P.acc2);
    o += bars(fx + 54, y + 292, [70, 46], 9, 10, P.ink, 0.8);
    const cy = y + 388;
    const cw = (w - 80 - 40) / 3;
    for (let i = 0; i < 3; i++) {
      const cx = x + 40 + i * (cw + 20);
      o += rect(cx, cy, cw, 130, 16, P.surf2);
      o += rect(cx + 20, cy + 20, 36, 36, 10, i === 1 ? P.acc2 : P.acc, 'opacity="0.9"');
      o += bars(
        cx + 20,
        cy + 72,
        [cw * 0.6, cw * 0.75, cw * 0.5],
        8,
        8,
        P.inkSoft,
        P.inkSoftOp + 0.08,
      );
    }
    return o;
  });
}

function layoutPhone(defs, P, rng, nth) {
  const kinds = ['wallet', 'onboard', 'stats', 'chat', 'music', 'feed'];
  const k1 = kinds[(nth * 2) % kinds.length];
  const k2 = kinds[(nth * 2 + 1) % kinds.length];
  let o = '';
  o += circle(480, 360, 250, P.acc, `opacity="${P.lightBg ? 0.25 : 0.16}"`);
  o += circle(480, 360, 320, 'none', `stroke="${P.deco}" stroke-opacity="0.12" stroke-width="2"`);
  o += phone(defs, 505, 120, 270, 560, P, (x, y, w, h) => screen(k2, defs, x, y, w, h, P, rng), {
    rotate: 8,
  });
  o += phone(defs, 215, 70, 280, 580, P, (x, y, w, h) => screen(k1, defs, x, y, w, h, P, rng), {
    rotate: -4,
  });
  // floating notification
  const nx = 110;
  const ny = 470;
  o += shadow(defs, nx, ny, 250, 76, 20, { dy: 16, blur: 16, opacity: 0.35 });
  o += rect(
    nx,
    ny,
    250,
    76,
    20,
    P.dark ? P.surf2 : '#ffffff',
    `stroke="${P.stroke}" stroke-opacity="0.08"`,
  );
  o += rect(nx + 16, ny + 16, 44, 44, 12, P.acc2);
  o += mark(rng.int(0, 11), nx + 38, ny + 38, 22, '#ffffff', P.surf, P.acc2);
  o += bars(nx + 76, ny + 22, [130, 90], 9, 12, P.ink, 0.8);
  o += circle(nx + 232, ny + 18, 5, BRAND.warm);
  return o;
}

function layoutDashboard(defs, P, rng, nth) {
  return browser(defs, 70, 80, 820, 570, P, (x, y, w, h) => {
    let o = '';
    const sw = 160;
    o += rect(x, y, sw, h, 0, P.surf2);
    o += mark(rng.int(0, 11), x + 36, y + 34, 24, P.acc, P.acc2);
    o += bars(x + 58, y + 30, [60], 9, 0, P.ink, 0.9);
    const active = rng.int(0, 4);
    for (let i = 0; i < 6; i++) {
      const iy = y + 84 + i * 42;
      if (i === active) o += rect(x + 14, iy - 12, sw - 28, 34, 10, P.acc, 'opacity="0.18"');
      o += rect(
        x + 28,
        iy - 2,
        14,
        14,
        4,
        i === active ? P.acc : P.inkSoft,
        i === active ? '' : `opacity="${P.inkSoftOp}"`,
      );
      o += rect(
        x + 52,
        iy + 1,
        rng.range(50, 80),
        8,
        4,
        i === active ? P.ink : P.inkSoft,
        i === active ? 'opacity="0.9"' : `opacity="${P.inkSoftOp}"`,
      );
    }
    o += rect(x + 14, y + h - 96, sw - 28, 76, 14, P.acc, 'opacity="0.14"');
    o += bars(x + 28, y + h - 78, [80, 50], 8, 10, P.ink, 0.7);
    const mx = x + sw + 28;
    const mw = w - sw - 56;
    o += bars(mx, y + 26, [180], 18, 0, P.ink);
    o += rect(mx + mw - 250, y + 18, 180, 34, 17, P.surf2);
    o += circle(mx + mw - 20, y + 35, 17, P.acc2);
    const kw = (mw - 32) / 3;
    const gid = uid('ag');
    defs.push(
      linGrad(
        gid,
        [
          [0, P.acc, 0.55],
          [1, P.acc, 0],
        ],
        0,
        0,
        0,
        1,
      ),
    );
    for (let i = 0; i < 3; i++) {
      const kx = mx + i * (kw + 16);
      const ky = y + 74;
      o += rect(kx, ky, kw, 100, 16, P.surf2);
      o += bars(kx + 18, ky + 18, [kw * 0.35], 8, 0, P.inkSoft, P.inkSoftOp + 0.1);
      o += bars(kx + 18, ky + 38, [kw * rng.range(0.35, 0.5)], 20, 0, P.ink);
      o += rect(kx + 18, ky + 72, 44, 14, 7, i === 2 ? BRAND.warm : P.acc2, 'opacity="0.25"');
      const s = series(rng, 8);
      const pts = s.map((v, j) => [kx + kw * 0.52 + j * ((kw * 0.4) / 7), ky + 84 - v * 44]);
      o += `<path d="${smoothPath(pts)}" fill="none" stroke="${i === 1 ? P.acc2 : P.acc}" stroke-width="3" stroke-linecap="round"/>`;
    }
    // main chart
    const cx = mx;
    const cy = y + 192;
    const cw = mw * 0.62;
    const ch = h - 192 - 24;
    o += rect(cx, cy, cw, ch, 16, P.surf2);
    o += bars(cx + 20, cy + 20, [120], 12, 0, P.ink, 0.9);
    o += rect(cx + cw - 100, cy + 16, 80, 22, 11, P.surf3);
    const gx = cx + 20;
    const gy = cy + 60;
    const gw = cw - 40;
    const gh = ch - 90;
    for (let i = 0; i <= 4; i++)
      o += rect(gx, gy + (gh * i) / 4, gw, 1, 0, P.stroke, 'opacity="0.08"');
    const s1 = series(rng, 12, 0.2, 0.95);
    const s2 = series(rng, 12, 0.1, 0.6);
    const p1 = s1.map((v, j) => [gx + (gw * j) / 11, gy + gh * (1 - v)]);
    const p2 = s2.map((v, j) => [gx + (gw * j) / 11, gy + gh * (1 - v)]);
    const hi = rng.int(5, 9);
    if (nth % 2 === 1) {
      // grouped bar chart
      const n = 8;
      const bw = gw / n;
      for (let j = 0; j < n; j++) {
        const v = s1[j + 2];
        const bx = gx + j * bw + bw * 0.14;
        o += rect(
          bx,
          gy + gh * (1 - v),
          bw * 0.34,
          gh * v,
          bw * 0.1,
          P.acc,
          j + 2 === hi ? '' : 'opacity="0.7"',
        );
        o += rect(
          bx + bw * 0.38,
          gy + gh * (1 - s2[j + 2]),
          bw * 0.34,
          gh * s2[j + 2],
          bw * 0.1,
          P.acc2,
          'opacity="0.7"',
        );
      }
      p1[hi][0] = gx + (hi - 2) * bw + bw * 0.31;
    } else {
      o += `<path d="${smoothPath(p1)} L${r1(gx + gw)} ${r1(gy + gh)} L${r1(gx)} ${r1(gy + gh)}Z" fill="url(#${gid})"/>`;
      o += `<path d="${smoothPath(p1)}" fill="none" stroke="${P.acc}" stroke-width="3.5" stroke-linecap="round"/>`;
      o += `<path d="${smoothPath(p2)}" fill="none" stroke="${P.acc2}" stroke-width="2.5" stroke-dasharray="7 7" stroke-linecap="round"/>`;
    }
    if (nth % 2 === 0) {
      o += rect(p1[hi][0] - 0.75, gy, 1.5, gh, 0, P.stroke, 'opacity="0.25"');
      o += circle(p1[hi][0], p1[hi][1], 7, P.surf, `stroke="${P.acc}" stroke-width="3.5"`);
    }
    o += rect(p1[hi][0] - 40, p1[hi][1] - 48, 80, 30, 8, P.dark ? '#ffffff' : P.ink);
    o += bars(p1[hi][0] - 26, p1[hi][1] - 37, [52], 8, 0, P.dark ? P.surf : '#ffffff');
    // donut card
    const dx = cx + cw + 16;
    const dw = mw - cw - 16;
    o += rect(dx, cy, dw, ch, 16, P.surf2);
    o += bars(dx + 20, cy + 20, [90], 12, 0, P.ink, 0.9);
    const dcx = dx + dw / 2;
    const dcy = cy + 60 + dw * 0.32;
    const rr = dw * 0.28;
    const c = 2 * Math.PI * rr;
    const parts = [0.46, 0.3, 0.24];
    const cols = [P.acc, P.acc2, P.surf3];
    let off = 0;
    parts.forEach((p, i) => {
      o += circle(
        dcx,
        dcy,
        rr,
        'none',
        `stroke="${cols[i]}" stroke-width="${r1(dw * 0.1)}" stroke-dasharray="${r1(c * p - 4)} ${r1(c)}" stroke-dashoffset="${r1(-off)}" transform="rotate(-90 ${r1(dcx)} ${r1(dcy)})"`,
      );
      off += c * p;
    });
    o += bars(dcx - 24, dcy - 8, [48], 16, 0, P.ink);
    for (let i = 0; i < 3; i++) {
      const ly = dcy + rr + 36 + i * 26;
      if (ly > cy + ch - 16) break;
      o += circle(dx + 26, ly + 4, 5, cols[i]);
      o += bars(dx + 40, ly, [dw * 0.4], 8, 0, P.inkSoft, P.inkSoftOp + 0.1);
    }
    return o;
  });
}

function layoutBrand(defs, P, rng) {
  let o = '';
  const k = rng.int(0, 11);
  const tile = (x, y, w, h, fill, extra = '') =>
    shadow(defs, x, y, w, h, 22, { dy: 16, blur: 18, opacity: P.lightBg ? 0.18 : 0.4 }) +
    rect(x, y, w, h, 22, fill, extra);
  const gid = uid('bg');
  defs.push(
    linGrad(gid, [
      [0, P.acc],
      [1, P.acc2],
    ]),
  );
  // A: hero logo tile
  o += tile(60, 60, 420, 390, P.dark ? P.surf : hsl(P.hd, 35, 10));
  o += glow(defs, 270, 235, 200, P.acc, 0.35);
  o += mark(k, 270, 232, 190, `url(#${gid})`, P.dark ? '#ffffff' : P.accSoft, P.surf);
  o += bars(200, 372, [140], 14, 0, '#ffffff', 0.9);
  o += bars(225, 396, [90], 7, 0, '#ffffff', 0.35);
  // B: swatches
  o += tile(500, 60, 400, 180, '#ffffff');
  const sw = [P.accDeep, P.acc, P.acc2, hsl(P.hd, 30, 12), hsl(P.h, 60, 93)];
  const clip = uid('c');
  defs.push(
    `<clipPath id="${clip}"><rect x="500" y="60" width="400" height="180" rx="22"/></clipPath>`,
  );
  o += `<g clip-path="url(#${clip})">`;
  sw.forEach((c, i) => {
    o += rect(500 + i * 80, 60, 80, 180, 0, c);
    o += bars(514 + i * 80, 206, [40], 6, 0, i >= 3 && i === 4 ? '#000000' : '#ffffff', 0.5);
  });
  o += '</g>';
  // C: type specimen
  o += tile(500, 260, 190, 190, P.dark ? hsl(P.h, 50, 95) : '#ffffff');
  o += `<text x="595" y="370" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="96" fill="${hsl(P.hd, 40, 12)}">Aa</text>`;
  o += bars(540, 398, [110, 70], 6, 8, hsl(P.hd, 40, 12), 0.35);
  // D: pattern tile
  o += tile(710, 260, 190, 190, `url(#${gid})`);
  const clip2 = uid('c');
  defs.push(
    `<clipPath id="${clip2}"><rect x="710" y="260" width="190" height="190" rx="22"/></clipPath>`,
  );
  o += `<g clip-path="url(#${clip2})" opacity="0.9">`;
  for (let i = 0; i < 4; i++)
    for (let j = 0; j < 4; j++)
      o += mark(
        k,
        735 + i * 48,
        285 + j * 48,
        26,
        '#ffffff',
        (i + j) % 2 ? P.accDeep : '#ffffff',
        P.acc,
      );
  o += '</g>';
  // E: stationery
  o += tile(60, 470, 520, 190, P.surf2);
  const bc = (x, y, rot, fill, inv) => {
    let s = `<g transform="rotate(${rot} ${x + 120} ${y + 70})">`;
    s += shadow(defs, x, y, 240, 140, 10, { dy: 12, blur: 10, opacity: 0.35 });
    s += rect(x, y, 240, 140, 10, fill);
    if (inv) s += mark(k, x + 120, y + 70, 60, '#ffffff', P.accSoft, P.acc);
    else {
      s += mark(k, x + 36, y + 36, 30, P.acc, P.acc2, '#fff');
      s += bars(x + 24, y + 84, [110, 80, 60], 6, 7, hsl(P.hd, 30, 20), 0.6);
    }
    return s + '</g>';
  };
  o += bc(100, 500, -6, `url(#${gid})`, true);
  o += bc(300, 510, 5, '#ffffff', false);
  // F: app icon
  o += tile(600, 470, 300, 190, P.lightBg ? hsl(P.h, 60, 97) : hsl(P.hd, 45, 20));
  o += shadow(defs, 700, 515, 100, 100, 26, { dy: 12, blur: 12, opacity: 0.45 });
  o += rect(700, 515, 100, 100, 26, hsl(P.hd, 35, 10));
  o += mark(k, 750, 565, 56, `url(#${gid})`, '#ffffff', P.surf);
  return o;
}

function posterArt(defs, x, y, w, h, P, rng, variant) {
  const clip = uid('c');
  defs.push(
    `<clipPath id="${clip}"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6"/></clipPath>`,
  );
  const ink = hsl(P.hd, 40, 10);
  const cream = hsl(P.h + 30, 60, 94);
  let o = `<g clip-path="url(#${clip})">`;
  if (variant === 0) {
    o += rect(x, y, w, h, 0, ink);
    o += circle(x + w * 0.5, y + h * 0.42, w * 0.36, P.acc);
    o += `<path d="M${x} ${r1(y + h * 0.42)}A${r1(w * 0.5)} ${r1(w * 0.5)} 0 0 1 ${r1(x + w)} ${r1(y + h * 0.42)}V${r1(y + h * 0.62)}H${x}Z" fill="${P.acc2}" opacity="0.9"/>`;
    o += circle(x + w * 0.72, y + h * 0.2, w * 0.08, cream);
    o += bars(x + w * 0.08, y + h * 0.72, [w * 0.8, w * 0.6], h * 0.06, h * 0.025, cream);
    o += bars(x + w * 0.08, y + h * 0.9, [w * 0.3, w * 0.2], h * 0.012, h * 0.015, cream, 0.5);
  } else if (variant === 1) {
    o += rect(x, y, w, h, 0, cream);
    for (let i = 0; i < 5; i++)
      o += rect(
        x + w * 0.1,
        y + h * (0.1 + i * 0.09),
        w * (0.3 + ((i * 37) % 50) / 100),
        h * 0.055,
        h * 0.0275,
        i === 2 ? P.acc : ink,
        i === 2 ? '' : 'opacity="0.92"',
      );
    o += `<path d="M${r1(x + w * 0.1)} ${r1(y + h)}A${r1(w * 0.55)} ${r1(w * 0.55)} 0 0 1 ${r1(x + w * 1.2)} ${r1(y + h)}Z" fill="${P.acc}"/>`;
    o += `<path d="M${r1(x + w * 0.35)} ${r1(y + h)}A${r1(w * 0.3)} ${r1(w * 0.3)} 0 0 1 ${r1(x + w * 0.95)} ${r1(y + h)}Z" fill="${P.acc2}"/>`;
    o += mark(rng.int(0, 11), x + w * 0.82, y + h * 0.12, w * 0.12, ink, P.acc, cream);
  } else {
    const gid = uid('pg');
    defs.push(
      linGrad(
        gid,
        [
          [0, P.acc2],
          [1, P.accDeep],
        ],
        0,
        0,
        0,
        1,
      ),
    );
    o += rect(x, y, w, h, 0, `url(#${gid})`);
    for (let i = 0; i < 6; i++)
      o += rect(
        x + w * 0.1 + i * w * 0.14,
        y + h * 0.12 + (i % 2) * h * 0.08,
        w * 0.09,
        h * 0.5,
        w * 0.045,
        i % 3 === 0 ? cream : ink,
        i % 3 === 0 ? '' : 'opacity="0.85"',
      );
    o += circle(x + w * 0.75, y + h * 0.72, w * 0.16, cream);
    o += bars(x + w * 0.08, y + h * 0.74, [w * 0.5, w * 0.38], h * 0.045, h * 0.025, ink);
    o += bars(x + w * 0.08, y + h * 0.9, [w * 0.32], h * 0.012, 0, ink, 0.6);
  }
  return o + '</g>';
}

function layoutPoster(defs, P, rng, nth) {
  const v = nth % 3;
  let o = '';
  const back = (x, y, w, h, rot, variant) => {
    let s = `<g transform="rotate(${rot} ${x + w / 2} ${y + h / 2})">`;
    s += shadow(defs, x, y, w, h, 6, { dy: 24, blur: 22, opacity: P.lightBg ? 0.25 : 0.55 });
    s += posterArt(defs, x, y, w, h, P, rng, variant);
    return s + '</g>';
  };
  o += back(170, 110, 330, 470, -9, (v + 1) % 3);
  o += back(560, 140, 300, 430, 8, (v + 2) % 3);
  o += back(335, 70, 380, 540, 1.5, v);
  return o;
}

function layoutDevices(defs, P, rng, nth) {
  const mirror = nth % 2 === 1;
  let o = '';
  const gid = uid('dg');
  defs.push(
    linGrad(gid, [
      [0, P.acc],
      [1, P.acc2],
    ]),
  );
  o += browser(defs, mirror ? 260 : 60, 110, 640, 460, P, (x, y, w) => {
    let s = '';
    s += mark(rng.int(0, 11), x + 36, y + 30, 22, P.acc, P.acc2);
    for (let i = 0; i < 3; i++)
      s += rect(
        x + w - 240 + i * 64,
        y + 26,
        44,
        8,
        4,
        P.inkSoft,
        `opacity="${P.inkSoftOp + 0.1}"`,
      );
    s += rect(x + 24, y + 60, w - 48, 190, 18, `url(#${gid})`);
    s += circle(x + w - 120, y + 150, 120, '#ffffff', 'opacity="0.1"');
    s += circle(x + w - 120, y + 150, 70, '#ffffff', 'opacity="0.1"');
    s += bars(x + 56, y + 110, [260, 190], 24, 12, '#ffffff', 0.95);
    s += rect(x + 56, y + 192, 110, 34, 17, '#ffffff');
    const cw = (w - 48 - 32) / 3;
    for (let i = 0; i < 3; i++) {
      const cx = x + 24 + i * (cw + 16);
      s += rect(cx, y + 268, cw, 110, 14, i === 1 ? P.surf3 : P.surf2);
      s += circle(cx + cw * 0.5, y + 323, 30, i === 1 ? P.acc2 : P.acc, 'opacity="0.75"');
    }
    s += bars(x + 24, y + 394, [cw * 0.8, cw], 8, 0, P.inkSoft, P.inkSoftOp);
    return s;
  });
  const kinds = ['feed', 'wallet', 'stats', 'music', 'chat'];
  o += phone(defs, mirror ? 80 : 640, 200, 240, 480, P, (x, y, w, h) =>
    screen(kinds[(nth * 2 + rng.int(0, 1)) % kinds.length], defs, x, y, w, h, P, rng),
  );
  return o;
}

function layoutIso(defs, P, rng) {
  let o = '';
  const gid = uid('ig');
  defs.push(
    linGrad(gid, [
      [0, P.acc],
      [1, P.acc2],
    ]),
  );
  const iso = (tx, ty, inner) =>
    `<g transform="matrix(0.866 0.5 -0.866 0.5 ${tx} ${ty})">${inner}</g>`;
  const blurId = uid('ib');
  defs.push(
    `<filter id="${blurId}" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="14"/></filter>`,
  );
  const tx = 470;
  o += '<g transform="translate(480 372) scale(1.32) translate(-512 -352)">';
  // base plate
  o += iso(tx, 330, rect(0, 0, 380, 280, 26, '#000000', `opacity="0.45" filter="url(#${blurId})"`));
  o += iso(
    tx,
    270,
    rect(0, 0, 380, 280, 26, P.surf2, `opacity="0.92"`) +
      rect(
        0,
        0,
        380,
        280,
        26,
        'none',
        `stroke="${P.stroke}" stroke-opacity="0.15" stroke-width="2"`,
      ),
  );
  let base = '';
  for (let i = 0; i < 5; i++)
    base += rect(24, 24 + i * 48, 330, 30, 8, P.inkSoft, `opacity="${P.inkSoftOp * 0.4}"`);
  o += iso(tx, 270, base);
  // middle: app screen with chart
  let mid = rect(30, 24, 320, 230, 20, P.surf);
  mid += rect(
    30,
    24,
    320,
    230,
    20,
    'none',
    `stroke="${P.stroke}" stroke-opacity="0.12" stroke-width="2"`,
  );
  mid += bars(54, 48, [120, 80], 12, 10, P.ink, 0.85);
  const s = series(rng, 9, 0.2, 0.95);
  mid += s
    .map((v, j) =>
      rect(
        54 + j * 32,
        230 - v * 130,
        20,
        v * 130,
        6,
        j === 6 ? P.acc2 : P.acc,
        j === 6 ? '' : 'opacity="0.7"',
      ),
    )
    .join('');
  o += iso(
    tx,
    250,
    rect(30, 24, 320, 230, 20, '#000000', `opacity="0.4" filter="url(#${blurId})"`),
  );
  o += iso(tx, 190, mid);
  // top: floating cards
  let top = '';
  top += rect(50, 40, 150, 100, 18, `url(#${gid})`);
  top += mark(rng.int(0, 11), 90, 90, 44, '#ffffff', P.surf, P.acc);
  top += bars(124, 72, [56, 40], 8, 10, '#ffffff', 0.85);
  top += rect(220, 150, 130, 80, 18, P.dark ? '#ffffff' : P.ink);
  top += circle(250, 190, 14, BRAND.warm);
  top += bars(274, 180, [56, 36], 8, 8, P.dark ? hsl(P.hd, 30, 20) : '#ffffff', 0.8);
  o += iso(
    tx,
    150,
    rect(50, 40, 150, 100, 18, '#000000', `opacity="0.35" filter="url(#${blurId})"`) +
      rect(220, 150, 130, 80, 18, '#000000', `opacity="0.35" filter="url(#${blurId})"`),
  );
  o += iso(tx, 100, top);
  // connectors
  o += `<path d="M${tx - 60} 160V250M${tx + 210} 330V420" stroke="${P.deco}" stroke-opacity="0.3" stroke-width="2" stroke-dasharray="4 6"/>`;
  return o + '</g>';
}

function layoutLogoGrid(defs, P, rng) {
  let o = '';
  const tw = 252;
  const th = 240;
  const gap = 18;
  const x0 = (W - (3 * tw + 2 * gap)) / 2;
  const y0 = (H - (2 * th + gap)) / 2;
  const gid = uid('lg');
  defs.push(
    linGrad(gid, [
      [0, P.acc],
      [1, P.acc2],
    ]),
  );
  const start = rng.int(0, 11);
  const fills = [
    [P.dark ? P.surf : hsl(P.hd, 35, 10), `url(#${gid})`, '#ffffff', '#ffffff'],
    [`url(#${gid})`, '#ffffff', hsl(P.hd, 40, 12), '#ffffff'],
    ['#ffffff', hsl(P.hd, 40, 12), P.acc, hsl(P.hd, 40, 12)],
    [hsl(P.h + 20, 55, 88), P.accDeep, P.acc2, hsl(P.hd, 40, 12)],
    [hsl(toward(P.h, 60), 45, 22), P.acc2, '#ffffff', '#ffffff'],
    [P.dark ? P.surf2 : hsl(P.hd, 30, 16), '#ffffff', P.acc, '#ffffff'],
  ];
  const order = [0, 1, 2, 3, 4, 5].map((i) => (i + rng.int(0, 5)) % 6);
  for (let i = 0; i < 6; i++) {
    const cx = x0 + (i % 3) * (tw + gap);
    const cy = y0 + Math.floor(i / 3) * (th + gap);
    const [bg, fg, fg2, txt] = fills[order[i]];
    o += shadow(defs, cx, cy, tw, th, 20, { dy: 14, blur: 14, opacity: P.lightBg ? 0.16 : 0.35 });
    o += rect(cx, cy, tw, th, 20, bg);
    const withWord = i % 2 === 0;
    o += mark(
      (start + i * 5) % 12,
      cx + tw / 2,
      cy + th / 2 - (withWord ? 22 : 0),
      withWord ? 92 : 110,
      fg,
      fg2,
      bg,
    );
    if (withWord) o += bars(cx + tw / 2 - 50, cy + th / 2 + 48, [100], 12, 0, txt, 0.85);
  }
  return o;
}

function layoutTrio(defs, P, rng, nth) {
  let o = '';
  const kinds = ['onboard', 'stats', 'wallet', 'feed', 'music', 'chat'];
  const a = (nth * 2 + rng.int(0, 1)) % 6;
  o += rect(0, 470, W, 250, 0, P.deco, `opacity="${P.lightBg ? 0.05 : 0.04}"`);
  o += phone(defs, 118, 160, 224, 470, P, (x, y, w, h) =>
    screen(kinds[(a + 1) % 6], defs, x, y, w, h, P, rng),
  );
  o += phone(defs, 618, 160, 224, 470, P, (x, y, w, h) =>
    screen(kinds[(a + 3) % 6], defs, x, y, w, h, P, rng),
  );
  o += phone(defs, 355, 90, 250, 540, P, (x, y, w, h) =>
    screen(kinds[a], defs, x, y, w, h, P, rng),
  );
  return o;
}

const LAYOUTS = {
  desktop: layoutDesktop,
  phone: layoutPhone,
  dashboard: layoutDashboard,
  brand: layoutBrand,
  poster: layoutPoster,
  devices: layoutDevices,
  iso: layoutIso,
  logos: layoutLogoGrid,
  trio: layoutTrio,
};

/* 27 projects: layout, hue, mockup theme, background tone, background pattern. */
const PROJECTS = [
  ['desktop', 252, 'dark', 'dark', 'grid'],
  ['phone', 200, 'light', 'dark', 'rings'],
  ['dashboard', 330, 'dark', 'dark', 'none'],
  ['brand', 22, 'dark', 'light', 'dots'],
  ['poster', 170, 'dark', 'dark', 'diagonal'],
  ['devices', 280, 'light', 'dark', 'arcs'],
  ['iso', 215, 'dark', 'dark', 'grid'],
  ['logos', 42, 'dark', 'dark', 'dots'],
  ['trio', 305, 'dark', 'dark', 'arcs'],
  ['dashboard', 188, 'light', 'light', 'grid'],
  ['desktop', 350, 'dark', 'dark', 'rings'],
  ['brand', 238, 'dark', 'dark', 'none'],
  ['phone', 150, 'dark', 'dark', 'dots'],
  ['iso', 12, 'dark', 'dark', 'arcs'],
  ['trio', 262, 'light', 'light', 'rings'],
  ['poster', 205, 'dark', 'dark', 'grid'],
  ['logos', 320, 'dark', 'light', 'diagonal'],
  ['devices', 35, 'dark', 'dark', 'dots'],
  ['desktop', 180, 'light', 'dark', 'diagonal'],
  ['dashboard', 270, 'dark', 'dark', 'dots'],
  ['brand', 48, 'dark', 'dark', 'arcs'],
  ['trio', 225, 'dark', 'dark', 'grid'],
  ['poster', 290, 'dark', 'light', 'none'],
  ['iso', 160, 'light', 'dark', 'rings'],
  ['phone', 28, 'dark', 'dark', 'grid'],
  ['logos', 245, 'dark', 'dark', 'rings'],
  ['devices', 140, 'dark', 'dark', 'grid'],
];

function projectSvg(i) {
  const [layout, hue, theme, bg, pattern] = PROJECTS[i];
  const rng = makeRng(0x5eed + i * 7919);
  const P = palette(hue, { theme, bg, shift: rng.pick([-50, 40, 60]) });
  const defs = [];
  const bgSvg = background(defs, W, H, P, rng, pattern);
  const nth = PROJECTS.slice(0, i).filter((p) => p[0] === layout).length;
  const body = LAYOUTS[layout](defs, P, rng, nth);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs.join('')}</defs>${bgSvg}${body}</svg>`;
}

/* ------------------------------------------------------------------ avatars */

const AVATARS = [
  { h: 255, skin: 28, hair: 'short', acc: 20 },
  { h: 18, skin: 24, hair: 'long', acc: 320 },
  { h: 175, skin: 30, hair: 'bun', acc: 255 },
  { h: 330, skin: 20, hair: 'curly', acc: 200 },
];

function avatarSvg(i) {
  const a = AVATARS[i];
  const S = 192;
  const defs = [];
  const bgId = uid('av');
  defs.push(
    linGrad(bgId, [
      [0, hsl(a.h + 20, 80, 62)],
      [1, hsl(a.h - 20, 70, 30)],
    ]),
  );
  const skinL = hsl(a.skin, 55, 72);
  const skinD = hsl(a.skin, 45, 56);
  const hair = hsl(a.h - 10, 45, 16);
  const shirt = hsl(a.acc, 75, 58);
  const shirtD = hsl(a.acc, 60, 42);
  let o = rect(0, 0, S, S, 0, `url(#${bgId})`);
  o += circle(S * 0.78, S * 0.2, 46, '#ffffff', 'opacity="0.14"');
  o += circle(S * 0.16, S * 0.86, 60, '#000000', 'opacity="0.12"');
  o += `<path d="M0 ${S * 0.62}L${S} ${S * 0.38}" stroke="#ffffff" stroke-opacity="0.12" stroke-width="22"/>`;
  // hair behind head
  if (a.hair === 'long')
    o += `<path d="M56 92C52 52 72 38 96 38S142 52 138 92L146 152H46Z" fill="${hair}"/>`;
  if (a.hair === 'bun') o += circle(96, 32, 19, hair);
  if (a.hair === 'curly')
    [
      [66, 66],
      [78, 50],
      [96, 44],
      [114, 50],
      [126, 66],
      [130, 84],
      [62, 84],
    ].forEach(([x, y]) => {
      o += circle(x, y, 18, hair);
    });
  // shoulders
  o += `<path d="M26 192C28 150 56 134 96 134S164 150 166 192Z" fill="${shirt}"/>`;
  o += `<path d="M96 134C136 134 164 150 166 192H96Z" fill="${shirtD}"/>`;
  // neck
  o += rect(84, 112, 24, 30, 8, skinD);
  o += `<path d="M80 134Q96 152 112 134Z" fill="${skinD}"/>`;
  // head (duotone: light left, shaded right)
  const clip = uid('hc');
  defs.push(`<clipPath id="${clip}"><ellipse cx="96" cy="86" rx="31" ry="36"/></clipPath>`);
  o += `<ellipse cx="96" cy="86" rx="31" ry="36" fill="${skinL}"/>`;
  o += `<g clip-path="url(#${clip})"><rect x="100" y="40" width="40" height="90" fill="${skinD}" opacity="0.85"/></g>`;
  // hair on top
  if (a.hair === 'short')
    o += `<path d="M63 88C56 54 78 40 100 42C124 44 136 60 129 86C126 74 120 66 110 62C96 74 80 74 70 70C66 76 64 82 63 88Z" fill="${hair}"/>`;
  if (a.hair === 'long')
    o += `<path d="M65 86C62 56 80 46 98 46C118 46 132 60 127 88C118 70 104 62 84 64C76 70 70 78 65 86Z" fill="${hair}"/>`;
  if (a.hair === 'bun')
    o += `<path d="M65 80C64 58 80 48 96 48S128 58 127 80C116 66 76 66 65 80Z" fill="${hair}"/>`;
  if (a.hair === 'curly')
    o += circle(96, 58, 22, hair) + circle(76, 62, 14, hair) + circle(116, 62, 14, hair);
  // glasses or earring accents for variety
  if (i === 0)
    o += `<g fill="none" stroke="${hair}" stroke-width="3" opacity="0.9"><circle cx="83" cy="90" r="9"/><circle cx="109" cy="90" r="9"/><path d="M92 90h8"/></g>`;
  if (i === 2) o += circle(65, 100, 4, BRAND.warm);
  if (i === 3) o += circle(127, 100, 4, '#ffffff');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}" viewBox="0 0 ${S} ${S}"><defs>${defs.join('')}</defs>${o}</svg>`;
}

/* ------------------------------------------------------------------ brand assets */

function bannerSvg() {
  const w = 1100;
  const h = 980;
  const defs = [lumenGradDef()];
  defs.push(
    linGrad(
      'bb',
      [
        [0, '#0e1122'],
        [1, BRAND.bg],
      ],
      0,
      0,
      0.4,
      1,
    ),
  );
  let o = rect(0, 0, w, h, 0, 'url(#bb)');
  o += glow(defs, w * 0.5, h * 0.46, 520, BRAND.violet, 0.32);
  let l = '';
  for (let x = 50; x < w; x += 50) l += `M${x} 0V${h}`;
  for (let y = 40; y < h; y += 50) l += `M0 ${y}H${w}`;
  o += `<path d="${l}" stroke="#ffffff" stroke-opacity="0.035"/>`;
  [170, 250, 340].forEach((r, i) => {
    o += circle(
      w / 2,
      h * 0.46,
      r,
      'none',
      `stroke="${BRAND.violet}" stroke-opacity="${0.22 - i * 0.06}" stroke-width="1.5"`,
    );
  });
  o += `<g transform="translate(${w / 2 - 80} ${h * 0.46 - 80}) scale(2.5)" opacity="0.9">${lumenMarkInner()}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs.join('')}</defs>${o}</svg>`;
}

function iconSvg() {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs>${lumenGradDef('g')}</defs>` +
    lumenMarkInner({ gradId: 'g' }) +
    '</svg>'
  );
}

function appleIconSvg() {
  // Full-bleed square: iOS applies its own corner mask.
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="180" viewBox="0 0 64 64"><defs>${lumenGradDef()}</defs>` +
    lumenMarkInner({ radius: 0, frame: false }) +
    '</svg>'
  );
}

function ogSvg() {
  const w = 1200;
  const h = 630;
  const defs = [lumenGradDef()];
  defs.push(
    linGrad(
      'ob',
      [
        [0, '#10132a'],
        [1, BRAND.bg],
      ],
      0,
      0,
      0.6,
      1,
    ),
  );
  defs.push(
    linGrad(
      'ol',
      [
        [0, BRAND.violet],
        [1, BRAND.warm],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  let o = rect(0, 0, w, h, 0, 'url(#ob)');
  o += glow(defs, 930, 250, 520, BRAND.violet, 0.5);
  o += glow(defs, 1080, 560, 260, BRAND.warm, 0.22);
  o += glow(defs, 120, 80, 300, BRAND.violet, 0.18);
  let l = '';
  for (let x = 60; x < w; x += 60) l += `M${x} 0V${h}`;
  for (let y = 30; y < h; y += 60) l += `M0 ${y}H${w}`;
  o += `<path d="${l}" stroke="#ffffff" stroke-opacity="0.035"/>`;
  // light rays fanning from the upper right
  for (let i = 0; i < 7; i++) {
    const a = Math.PI * (0.62 + i * 0.055);
    o += `<line x1="1160" y1="-40" x2="${r1(1160 + Math.cos(a) * 900)}" y2="${r1(-40 + Math.sin(a) * 900)}" stroke="${i % 3 === 1 ? BRAND.warm : BRAND.violetLight}" stroke-opacity="${i % 3 === 1 ? 0.1 : 0.08}" stroke-width="${14 + (i % 3) * 10}"/>`;
  }
  [180, 260].forEach((r, i) => {
    o += circle(
      930,
      315,
      r,
      'none',
      `stroke="${BRAND.violet}" stroke-opacity="${0.3 - i * 0.12}" stroke-width="1.5"`,
    );
  });
  o += `<g transform="translate(850 235) scale(2.5)">${lumenMarkInner()}</g>`;
  o += `<text x="88" y="322" font-family="sans-serif" font-weight="700" font-size="140" letter-spacing="-3" fill="#ffffff">Lumen</text>`;
  o += `<text x="96" y="404" font-family="sans-serif" font-weight="400" font-size="54" fill="#ffffff" fill-opacity="0.92">Advanced Marketing</text>`;
  o += rect(96, 450, 120, 6, 3, 'url(#ol)');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs.join('')}</defs>${o}</svg>`;
}

/* ------------------------------------------------------------------ newsroom seed artwork */

/*
 * Editorial artwork for the sample newsroom (lib/articles/seed/images, referenced by
 * lib/articles/seed/sample-articles.json): ten article banners (1100x980, shown as 550x490 cards and
 * as wide banners, so every composition keeps its subject inside the central 16:9 band) and three
 * in-article illustrations (1200x675). Each follows its article's banner_meta_alt / img alt.
 * No text: letterforms and figures are drawn as paths.
 */

const NEWS = {
  navy: '#0b0d17',
  raised: '#12152a',
  elevated: '#1a1e38',
  violet: '#6a47ff',
  violetStrong: '#5433e6',
  violetSoft: '#b3a4ff',
  violetPale: '#e4deff',
  warm: '#ff7a59',
  warmSoft: '#ffb199',
  sky: '#38bdf8',
  mint: '#2ee6a6',
  green: '#19a974',
  amber: '#ffb547',
  rose: '#ff5d73',
  pink: '#f472b6',
  paper: '#f6f5fb',
  text: '#151728',
  gold: '#f2c14e',
  goldDeep: '#b9831f',
  magenta: '#e0368f',
  deepBlue: '#14205c',
  teal: '#14b8a6',
  tealSoft: '#99f0e0',
  lilac: '#c9b8ff',
  blue: '#2f6bff',
  yellow: '#ffd23f',
  indigo: '#4f46e5',
  cyan: '#22d3ee',
};

const NW = 1100;
const NH = 980;

const svgDoc = (w, h, defs, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs.join('')}</defs>${body}</svg>`;

/** Linear gradient in user space (works on zero-height/width shapes too). */
function gradU(defs, stops, x1, y1, x2, y2) {
  const id = uid('nu');
  const s = stops
    .map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`)
    .join('');
  defs.push(
    `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${r1(x1)}" y1="${r1(y1)}" x2="${r1(x2)}" y2="${r1(y2)}">${s}</linearGradient>`,
  );
  return `url(#${id})`;
}

/** Bounding-box linear gradient; returns the paint reference. */
function grad(defs, stops, x1 = 0, y1 = 0, x2 = 1, y2 = 1) {
  const id = uid('nl');
  defs.push(linGrad(id, stops, x1, y1, x2, y2));
  return `url(#${id})`;
}

function blurFilter(defs, sd) {
  const id = uid('nb');
  defs.push(
    `<filter id="${id}" x="-60%" y="-60%" width="220%" height="220%"><feGaussianBlur stdDeviation="${sd}"/></filter>`,
  );
  return `filter="url(#${id})"`;
}

/** Large soft colour field (a heavily blurred ellipse). */
function blob(defs, cx, cy, rx, ry, color, opacity, sd = 80) {
  return `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="${color}" opacity="${opacity}" ${blurFilter(defs, sd)}/>`;
}

/** Background: base gradient, blurred colour blobs and an optional pattern fading out radially. */
function newsBackdrop(defs, w, h, { base, angle = [0, 0, 1, 1], blobs = [], pattern, ink, focus }) {
  let o = rect(0, 0, w, h, 0, grad(defs, base, ...angle));
  blobs.forEach(([cx, cy, rx, ry, c, op, sd]) => {
    o += blob(defs, cx * w, cy * h, rx * w, ry * w, c, op, sd);
  });
  if (pattern) {
    const [kind, step, op] = pattern;
    const mid = uid('nm');
    const [fx, fy, fr] = focus || [0.5, 0.5, 0.62];
    defs.push(
      `<radialGradient id="${mid}g" cx="${fx}" cy="${fy}" r="${fr}"><stop offset="0" stop-color="#fff" stop-opacity="1"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>` +
        `<mask id="${mid}" maskUnits="userSpaceOnUse" x="0" y="0" width="${w}" height="${h}">${rect(0, 0, w, h, 0, `url(#${mid}g)`)}</mask>`,
    );
    let p = '';
    if (kind === 'grid') {
      let l = '';
      for (let x = step; x < w; x += step) l += `M${x} 0V${h}`;
      for (let y = step; y < h; y += step) l += `M0 ${y}H${w}`;
      p = `<path d="${l}" stroke="${ink}" stroke-opacity="${op}" stroke-width="1"/>`;
    } else {
      const pid = uid('np');
      defs.push(
        `<pattern id="${pid}" width="${step}" height="${step}" patternUnits="userSpaceOnUse"><circle cx="${step / 2}" cy="${step / 2}" r="1.6" fill="${ink}" fill-opacity="${op}"/></pattern>`,
      );
      p = rect(0, 0, w, h, 0, `url(#${pid})`);
    }
    o += `<g mask="url(#${mid})">${p}</g>`;
  }
  return o;
}

/** Darkens the edges a little so the eye settles on the centre. */
function vignette(defs, w, h, color, opacity) {
  const id = uid('nv');
  defs.push(
    `<radialGradient id="${id}" cx="0.5" cy="0.5" r="0.75"><stop offset="0.55" stop-color="${color}" stop-opacity="0"/><stop offset="1" stop-color="${color}" stop-opacity="${opacity}"/></radialGradient>`,
  );
  return rect(0, 0, w, h, 0, `url(#${id})`);
}

/** Translucent "glass" panel for dark compositions. */
function glass(
  defs,
  x,
  y,
  w,
  h,
  r,
  { tint = '#ffffff', op = 0.07, edge = 0.16, dark = true } = {},
) {
  let o = shadow(defs, x, y, w, h, r, { dy: 26, blur: 26, opacity: dark ? 0.55 : 0.16 });
  o += rect(x, y, w, h, r, dark ? NEWS.raised : '#ffffff', dark ? 'opacity="0.86"' : '');
  o += rect(
    x,
    y,
    w,
    h,
    r,
    grad(
      defs,
      [
        [0, tint, op * 1.6],
        [1, tint, op * 0.4],
      ],
      0,
      0,
      0.4,
      1,
    ),
  );
  o += rect(
    x + 0.75,
    y + 0.75,
    w - 1.5,
    h - 1.5,
    r,
    'none',
    `stroke="${dark ? '#ffffff' : NEWS.text}" stroke-opacity="${dark ? edge : 0.07}" stroke-width="1.5"`,
  );
  return o;
}

/** Solid card for light compositions. */
function card(defs, x, y, w, h, r, fill = '#ffffff', { lift = 0.16, dy = 20, blur = 22 } = {}) {
  return (
    shadow(defs, x, y, w, h, r, { dy, blur, opacity: lift, color: '#2a2360' }) +
    rect(x, y, w, h, r, fill)
  );
}

const polar = (cx, cy, r, deg) => [
  cx + Math.cos((deg * Math.PI) / 180) * r,
  cy + Math.sin((deg * Math.PI) / 180) * r,
];

function arc(cx, cy, r, a0, a1) {
  const [x0, y0] = polar(cx, cy, r, a0);
  const [x1, y1] = polar(cx, cy, r, a1);
  const large = Math.abs(a1 - a0) > 180 ? 1 : 0;
  return `M${r1(x0)} ${r1(y0)}A${r1(r)} ${r1(r)} 0 ${large} ${a1 > a0 ? 1 : 0} ${r1(x1)} ${r1(y1)}`;
}

const check = (cx, cy, s, color, width) =>
  `<path d="M${r1(cx - s * 0.5)} ${r1(cy + s * 0.02)}L${r1(cx - s * 0.14)} ${r1(cy + s * 0.36)}L${r1(cx + s * 0.52)} ${r1(cy - s * 0.34)}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;

/** Small line icons (stroke only) used inside nodes and chips. */
function glyph(kind, cx, cy, s, color, width = 3) {
  const so = `stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`;
  const st = `fill="none" ${so}`;
  const h = s / 2;
  switch (kind) {
    case 'search':
      return (
        circle(cx - s * 0.08, cy - s * 0.08, s * 0.3, 'none', so) +
        `<path d="M${r1(cx + s * 0.14)} ${r1(cy + s * 0.14)}L${r1(cx + h * 0.9)} ${r1(cy + h * 0.9)}" ${st}/>`
      );
    case 'doc':
      return (
        `<path d="M${r1(cx - h * 0.7)} ${r1(cy - h)}H${r1(cx + h * 0.3)}L${r1(cx + h * 0.7)} ${r1(cy - h * 0.6)}V${r1(cy + h)}H${r1(cx - h * 0.7)}Z" ${st}/>` +
        `<path d="M${r1(cx - h * 0.35)} ${r1(cy - h * 0.1)}H${r1(cx + h * 0.35)}M${r1(cx - h * 0.35)} ${r1(cy + h * 0.35)}H${r1(cx + h * 0.2)}" ${st}/>`
      );
    case 'chat':
      return `<path d="M${r1(cx - h)} ${r1(cy - h * 0.7)}H${r1(cx + h)}V${r1(cy + h * 0.45)}H${r1(cx - h * 0.2)}L${r1(cx - h * 0.65)} ${r1(cy + h * 0.9)}V${r1(cy + h * 0.45)}H${r1(cx - h)}Z" ${st}/>`;
    case 'db':
      return (
        `<ellipse cx="${r1(cx)}" cy="${r1(cy - h * 0.6)}" rx="${r1(h * 0.8)}" ry="${r1(h * 0.3)}" ${st}/>` +
        `<path d="M${r1(cx - h * 0.8)} ${r1(cy - h * 0.6)}V${r1(cy + h * 0.6)}A${r1(h * 0.8)} ${r1(h * 0.3)} 0 0 0 ${r1(cx + h * 0.8)} ${r1(cy + h * 0.6)}V${r1(cy - h * 0.6)}M${r1(cx - h * 0.8)} ${r1(cy)}A${r1(h * 0.8)} ${r1(h * 0.3)} 0 0 0 ${r1(cx + h * 0.8)} ${r1(cy)}" ${st}/>`
      );
    case 'globe':
      return (
        circle(cx, cy, h * 0.9, 'none', so) +
        `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(h * 0.4)}" ry="${r1(h * 0.9)}" ${st}/>` +
        `<path d="M${r1(cx - h * 0.9)} ${r1(cy)}H${r1(cx + h * 0.9)}" ${st}/>`
      );
    case 'code':
      return `<path d="M${r1(cx - h * 0.35)} ${r1(cy - h * 0.6)}L${r1(cx - h * 0.95)} ${r1(cy)}L${r1(cx - h * 0.35)} ${r1(cy + h * 0.6)}M${r1(cx + h * 0.35)} ${r1(cy - h * 0.6)}L${r1(cx + h * 0.95)} ${r1(cy)}L${r1(cx + h * 0.35)} ${r1(cy + h * 0.6)}M${r1(cx + h * 0.15)} ${r1(cy - h * 0.8)}L${r1(cx - h * 0.15)} ${r1(cy + h * 0.8)}" ${st}/>`;
    case 'bolt':
      return `<path d="M${r1(cx + h * 0.15)} ${r1(cy - h)}L${r1(cx - h * 0.55)} ${r1(cy + h * 0.15)}H${r1(cx + h * 0.05)}L${r1(cx - h * 0.15)} ${r1(cy + h)}L${r1(cx + h * 0.55)} ${r1(cy - h * 0.15)}H${r1(cx - h * 0.05)}Z" ${st}/>`;
    case 'chart':
      return `<path d="M${r1(cx - h)} ${r1(cy + h * 0.8)}H${r1(cx + h)}M${r1(cx - h * 0.8)} ${r1(cy + h * 0.3)}L${r1(cx - h * 0.25)} ${r1(cy - h * 0.2)}L${r1(cx + h * 0.15)} ${r1(cy + h * 0.15)}L${r1(cx + h * 0.85)} ${r1(cy - h * 0.7)}" ${st}/>`;
    case 'lock':
      return (
        rect(cx - h * 0.75, cy - h * 0.1, h * 1.5, h * 1.05, h * 0.2, 'none', so) +
        `<path d="M${r1(cx - h * 0.45)} ${r1(cy - h * 0.1)}V${r1(cy - h * 0.45)}A${r1(h * 0.45)} ${r1(h * 0.45)} 0 0 1 ${r1(cx + h * 0.45)} ${r1(cy - h * 0.45)}V${r1(cy - h * 0.1)}" ${st}/>`
      );
    case 'gear': {
      let p = circle(cx, cy, h * 0.32, 'none', so);
      p += circle(
        cx,
        cy,
        h * 0.72,
        'none',
        `${so} stroke-dasharray="${r1(h * 0.38)} ${r1(h * 0.2)}"`,
      );
      return p;
    }
    default:
      return circle(cx, cy, h * 0.6, 'none', so);
  }
}

/** Geometric letterforms for type specimens (drawn, not typeset, so they never read as words). */
function glyphA(x, y, s, color) {
  // capital: an A-frame with a crossbar, baseline at y, cap height s
  const w = s * 0.92;
  return `<path d="M${r1(x)} ${r1(y)}L${r1(x + w * 0.41)} ${r1(y - s)}H${r1(x + w * 0.59)}L${r1(x + w)} ${r1(y)}H${r1(x + w * 0.8)}L${r1(x + w * 0.69)} ${r1(y - s * 0.28)}H${r1(x + w * 0.31)}L${r1(x + w * 0.2)} ${r1(y)}ZM${r1(x + w * 0.37)} ${r1(y - s * 0.44)}H${r1(x + w * 0.63)}L${r1(x + w * 0.5)} ${r1(y - s * 0.8)}Z" fill="${color}" fill-rule="evenodd"/>`;
}
function glyphLowerA(x, y, s, color) {
  // single-storey a: bowl plus stem, x-height s
  const r = s / 2;
  const ri = r * 0.58;
  const cy = y - r;
  const cx = x + r;
  return (
    `<path d="M${r1(cx - r)} ${r1(cy)}a${r1(r)} ${r1(r)} 0 1 0 ${r1(2 * r)} 0a${r1(r)} ${r1(r)} 0 1 0 ${r1(-2 * r)} 0ZM${r1(cx - ri)} ${r1(cy)}a${r1(ri)} ${r1(ri)} 0 1 0 ${r1(2 * ri)} 0a${r1(ri)} ${r1(ri)} 0 1 0 ${r1(-2 * ri)} 0Z" fill="${color}" fill-rule="evenodd"/>` +
    rect(x + s * 0.8, y - s, s * 0.2, s, 0, color)
  );
}

/** Stroke-drawn figures for labels such as a contrast ratio ("0", "1", "4", "6", ".", ":"); returns [svg, width]. */
function figures(str, x, y, h, color, width) {
  const w = h * 0.56;
  const st = `fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`;
  let o = '';
  let cx = x;
  for (const ch of str) {
    const X = (f) => r1(cx + f * w);
    const Y = (f) => r1(y - h + f * h);
    if (ch === '.' || ch === ':') {
      o += circle(cx + width, y - width * 0.2, width * 0.75, color);
      if (ch === ':') o += circle(cx + width, y - h * 0.55, width * 0.75, color);
      cx += width * 2 + h * 0.16;
      continue;
    }
    const paths = {
      0: `M${X(0.5)} ${Y(0)}C${X(-0.05)} ${Y(0)} ${X(-0.05)} ${Y(1)} ${X(0.5)} ${Y(1)}C${X(1.05)} ${Y(1)} ${X(1.05)} ${Y(0)} ${X(0.5)} ${Y(0)}Z`,
      1: `M${X(0.2)} ${Y(0.22)}L${X(0.6)} ${Y(0)}V${Y(1)}`,
      4: `M${X(0.72)} ${Y(1)}V${Y(0)}L${X(0.02)} ${Y(0.68)}H${X(0.98)}`,
      6: `M${X(0.85)} ${Y(0.05)}C${X(0.35)} ${Y(-0.05)} ${X(0.05)} ${Y(0.3)} ${X(0.05)} ${Y(0.66)}C${X(0.05)} ${Y(1.04)} ${X(0.95)} ${Y(1.04)} ${X(0.95)} ${Y(0.68)}C${X(0.95)} ${Y(0.36)} ${X(0.2)} ${Y(0.32)} ${X(0.07)} ${Y(0.62)}`,
    };
    o += `<path d="${paths[ch] || paths[0]}" ${st}/>`;
    cx += w + h * 0.2;
  }
  return [o, cx - x];
}
/* ---------- banner 1: Core Web Vitals (browser, loading timeline, three rising gauges) */

function newsPerformance() {
  const defs = [];
  const rng = makeRng(0xb1);
  let o = newsBackdrop(defs, NW, NH, {
    base: [
      [0, '#0d0f22'],
      [1, NEWS.navy],
    ],
    blobs: [
      [0.28, 0.28, 0.42, 0.32, NEWS.violet, 0.55, 90],
      [0.8, 0.8, 0.34, 0.26, NEWS.mint, 0.18, 90],
      [0.88, 0.2, 0.18, 0.14, NEWS.violetSoft, 0.18, 70],
    ],
    pattern: ['grid', 55, 0.06],
    ink: '#ffffff',
  });
  // speed streaks rushing in from the left
  for (let i = 0; i < 9; i++) {
    const y = 330 + i * 40 + rng.range(-8, 8);
    const len = rng.range(150, 320);
    const x = 220 - len + rng.range(-30, 30);
    const c = i % 4 === 2 ? NEWS.mint : NEWS.violetSoft;
    o += rect(
      x,
      y,
      len,
      i % 3 === 1 ? 8 : 5,
      4,
      gradU(
        defs,
        [
          [0, c, 0],
          [1, c, 0.55],
        ],
        x,
        0,
        x + len,
        0,
      ),
    );
  }
  // browser window
  const bx = 200;
  const by = 236;
  const bw = 700;
  const bh = 508;
  o += glass(defs, bx, by, bw, bh, 26, { op: 0.05 });
  o += `<path d="M${bx} ${by + 56}H${bx + bw}" stroke="#ffffff" stroke-opacity="0.1"/>`;
  ['#ff5f57', '#febc2e', '#28c840'].forEach((c, i) => {
    o += circle(bx + 30 + i * 20, by + 28, 6, c, 'opacity="0.85"');
  });
  o += rect(bx + 210, by + 15, 280, 26, 13, '#ffffff', 'opacity="0.07"');
  o += glyph('lock', bx + 230, by + 28, 13, NEWS.mint, 2);
  o += rect(bx + 248, by + 25, 130, 6, 3, '#ffffff', 'opacity="0.25"');
  // loading timeline: track, phases and milestone pins
  const tx0 = bx + 48;
  const tx1 = bx + bw - 48;
  const ty = by + 118;
  o += rect(tx0, ty, tx1 - tx0, 10, 5, '#ffffff', 'opacity="0.08"');
  const phases = [
    [0, 0.16, NEWS.violetSoft],
    [0.17, 0.34, NEWS.violet],
    [0.35, 0.46, NEWS.mint],
  ];
  phases.forEach(([a, b, c]) => {
    o += rect(tx0 + a * (tx1 - tx0), ty, (b - a) * (tx1 - tx0), 10, 5, c);
  });
  [
    [0.16, NEWS.violetSoft],
    [0.46, NEWS.mint],
  ].forEach(([t, c]) => {
    const x = tx0 + t * (tx1 - tx0);
    o += `<path d="M${r1(x)} ${ty - 30}V${ty + 26}" stroke="${c}" stroke-width="2" stroke-dasharray="3 4"/>`;
    o += circle(x, ty - 34, 8, c);
  });
  for (let i = 0; i < 6; i++) {
    const fx = tx0 + 380 + i * 44;
    if (fx + 34 > tx1) break;
    o += rect(fx, ty - 46, 34, 26, 6, '#ffffff', 'opacity="0.07"');
    if (i >= 1) o += rect(fx + 5, ty - 41, 18, 4, 2, '#ffffff', 'opacity="0.5"');
    if (i >= 2) o += rect(fx + 5, ty - 34, 24, 9, 3, i >= 4 ? NEWS.mint : NEWS.violet);
  }
  // three gauges, each scoring higher and sitting higher than the last
  const gauges = [
    [bx + 150, by + 430, 0.42, NEWS.violetSoft],
    [bx + 350, by + 390, 0.7, NEWS.violet],
    [bx + 550, by + 350, 0.96, NEWS.mint],
  ];
  const gr = 82;
  o += `<path d="M${gauges[0][0]} ${gauges[0][1] - gr - 46}L${gauges[2][0]} ${gauges[2][1] - gr - 46}" stroke="${NEWS.mint}" stroke-opacity="0.45" stroke-width="2" stroke-dasharray="2 8" stroke-linecap="round"/>`;
  o += `<path d="M${gauges[2][0] - 14} ${gauges[2][1] - gr - 56}L${gauges[2][0] + 4} ${gauges[2][1] - gr - 47}L${gauges[2][0] - 10} ${gauges[2][1] - gr - 34}" fill="none" stroke="${NEWS.mint}" stroke-opacity="0.7" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/>`;
  gauges.forEach(([gx, gy, v, c], i) => {
    if (i === 2) o += glow(defs, gx, gy - 30, 170, NEWS.mint, 0.22);
    o += `<path d="${arc(gx, gy, gr, 180, 360)}" fill="none" stroke="#ffffff" stroke-opacity="0.09" stroke-width="20" stroke-linecap="round"/>`;
    const end = 180 + 180 * v;
    o += `<path d="${arc(gx, gy, gr, 180, end)}" fill="none" stroke="${c}" stroke-width="20" stroke-linecap="round"/>`;
    const [kx, ky] = polar(gx, gy, gr, end);
    o += circle(kx, ky, 6, '#ffffff');
    for (let a = 195; a < 360; a += 30) {
      const [x0, y0] = polar(gx, gy, gr - 22, a);
      const [x1, y1] = polar(gx, gy, gr - 30, a);
      o += `<path d="M${r1(x0)} ${r1(y0)}L${r1(x1)} ${r1(y1)}" stroke="#ffffff" stroke-opacity="0.25" stroke-width="2" stroke-linecap="round"/>`;
    }
    o += rect(gx - 34, gy - 30, 68, 22, 11, c, 'opacity="0.9"');
    o += rect(gx - 30, gy + 22, 60, 8, 4, '#ffffff', 'opacity="0.3"');
  });
  // card: network waterfall (right)
  o += glass(defs, 800, 600, 250, 168, 22, { op: 0.09 });
  o += rect(824, 622, 90, 8, 4, '#ffffff', 'opacity="0.55"');
  const wf = [
    [0, 0.3, NEWS.violetSoft],
    [0.06, 0.26, NEWS.mint],
    [0.14, 0.44, NEWS.violetSoft],
    [0.3, 0.22, NEWS.violet],
    [0.36, 0.5, NEWS.violetSoft],
  ];
  wf.forEach(([s, l, c], i) => {
    o += rect(824 + s * 202, 650 + i * 22, l * 202, 10, 5, c, 'opacity="0.85"');
  });
  o += `<path d="M${r1(824 + 0.36 * 202)} 642V760" stroke="${NEWS.mint}" stroke-width="2" stroke-dasharray="4 5"/>`;
  o += vignette(defs, NW, NH, '#05060c', 0.55);
  return svgDoc(NW, NH, defs, o);
}

/* ---------- banner 2: AI agents (chat bubbles, tool icons, flow diagram) */

function newsAgents() {
  const defs = [];
  const rng = makeRng(0xa2);
  const cx = 540;
  const cy = 490;
  const blue = '#3b82f6';
  const coral = NEWS.warm;
  let o = newsBackdrop(defs, NW, NH, {
    base: [
      [0, '#0c1030'],
      [1, '#07080f'],
    ],
    blobs: [
      [0.48, 0.5, 0.34, 0.28, blue, 0.42, 100],
      [0.2, 0.36, 0.22, 0.18, coral, 0.22, 90],
      [0.84, 0.7, 0.24, 0.2, NEWS.violet, 0.3, 90],
    ],
  });
  for (let i = 0; i < 60; i++) {
    o += circle(
      rng.range(0, NW),
      rng.range(0, NH),
      rng.range(0.8, 2.2),
      '#ffffff',
      `opacity="${r1(rng.range(0.15, 0.5) * 10) / 10}"`,
    );
  }
  // orbits
  [200, 300].forEach((r, i) => {
    o += `<ellipse cx="${cx}" cy="${cy}" rx="${r}" ry="${r1(r * 0.7)}" fill="none" stroke="#ffffff" stroke-opacity="${0.14 - i * 0.04}" stroke-width="1.5" ${i === 1 ? 'stroke-dasharray="3 9"' : ''} transform="rotate(-12 ${cx} ${cy})"/>`;
  });
  const curve = (a, b, c, op, w = 2, bend = 0.18) => {
    const mx = (a[0] + b[0]) / 2 + (b[1] - a[1]) * bend;
    const my = (a[1] + b[1]) / 2 - (b[0] - a[0]) * bend;
    return `<path d="M${r1(a[0])} ${r1(a[1])}Q${r1(mx)} ${r1(my)} ${r1(b[0])} ${r1(b[1])}" fill="none" stroke="${c}" stroke-opacity="${op}" stroke-width="${w}"/>`;
  };
  // tool nodes around the core
  const tools = [
    [420, 270, 'search', NEWS.sky],
    [680, 262, 'db', blue],
    [400, 720, 'code', NEWS.sky],
    [660, 730, 'globe', coral],
  ];
  tools.forEach(([x, y, , c]) => {
    o += curve([cx, cy], [x, y], c, 0.6, 2.5);
  });
  // chat thread (left) and flow diagram (right) hang off the core
  o += curve([cx, cy], [330, 470], coral, 0.7, 2.5, 0.1);
  o += curve([cx, cy], [800, 420], blue, 0.7, 2.5, -0.1);
  // core
  o += glow(defs, cx, cy, 220, blue, 0.5);
  o += circle(cx, cy, 132, 'none', `stroke="${NEWS.sky}" stroke-opacity="0.25" stroke-width="1.5"`);
  o += circle(
    cx,
    cy,
    112,
    'none',
    `stroke="${NEWS.sky}" stroke-opacity="0.5" stroke-width="2" stroke-dasharray="2 10" stroke-linecap="round"`,
  );
  o += shadow(defs, cx - 88, cy - 88, 176, 176, 88, { dy: 24, blur: 24, opacity: 0.6 });
  o += circle(
    cx,
    cy,
    88,
    grad(defs, [
      [0, '#6ea8ff'],
      [0.55, blue],
      [1, '#2a1a9e'],
    ]),
  );
  o += circle(cx - 24, cy - 30, 50, '#ffffff', 'opacity="0.08"');
  o += circle(cx, cy, 88, 'none', 'stroke="#ffffff" stroke-opacity="0.35" stroke-width="2"');
  o += mark(9, cx, cy, 92, '#ffffff', coral);
  tools.forEach(([x, y, kind, c]) => {
    const q = 44;
    o += shadow(defs, x - q, y - q, 2 * q, 2 * q, 24, { dy: 16, blur: 16, opacity: 0.55 });
    o += rect(x - q, y - q, 2 * q, 2 * q, 24, NEWS.elevated);
    o += rect(
      x - q,
      y - q,
      2 * q,
      2 * q,
      24,
      grad(defs, [
        [0, c, 0.3],
        [1, c, 0.04],
      ]),
    );
    o += rect(
      x - q + 0.75,
      y - q + 0.75,
      2 * q - 1.5,
      2 * q - 1.5,
      23,
      'none',
      `stroke="${c}" stroke-opacity="0.55" stroke-width="1.5"`,
    );
    o += glyph(kind, x, y, 38, c, 3.5);
  });
  // chat bubbles
  const bubble = (x, y, w, h, fill, tailLeft, lines, ink, op) => {
    let b = shadow(defs, x, y, w, h, 22, { dy: 14, blur: 14, opacity: 0.5 });
    b += rect(x, y, w, h, 22, fill);
    const tx = tailLeft ? x + 26 : x + w - 26;
    b += `<path d="M${tx - 12} ${y + h - 4}L${tx + (tailLeft ? -14 : 14)} ${y + h + 18}L${tx + 14} ${y + h - 4}Z" fill="${fill}"/>`;
    b += bars(x + 22, y + 22, lines, 10, 12, ink, op);
    return b;
  };
  o += bubble(70, 330, 230, 78, coral, false, [150, 96], '#ffffff', 0.95);
  o += glass(defs, 110, 440, 230, 100, 22, { op: 0.1 });
  o += bars(132, 464, [170, 140, 90], 10, 12, '#ffffff', 0.55);
  o += bubble(70, 580, 170, 60, coral, false, [110], '#ffffff', 0.95);
  o += circle(270, 610, 8, '#ffffff', 'opacity="0.25"');
  o += circle(292, 610, 8, '#ffffff', 'opacity="0.4"');
  o += circle(314, 610, 8, '#ffffff', 'opacity="0.6"');
  // flow diagram
  const steps = [
    [800, 330, blue, 'doc'],
    [800, 450, NEWS.sky, 'gear'],
    [800, 570, coral, 'chart'],
  ];
  o += `<path d="M890 386V450M890 506V570M980 478H1030V620H980" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="2" stroke-dasharray="4 6"/>`;
  steps.forEach(([x, y, c, g]) => {
    o += glass(defs, x, y, 180, 56, 18, { op: 0.12 });
    o += rect(x + 12, y + 10, 36, 36, 11, c, 'opacity="0.2"');
    o += glyph(g, x + 30, y + 28, 20, c, 2.5);
    o += rect(x + 62, y + 18, 84, 8, 4, '#ffffff', 'opacity="0.7"');
    o += rect(x + 62, y + 32, 56, 6, 3, '#ffffff', 'opacity="0.3"');
  });
  [
    [890, 420],
    [890, 540],
  ].forEach(([x, y]) => {
    o += `<path d="M${x - 6} ${y - 8}L${x} ${y}L${x + 6} ${y - 8}" fill="none" stroke="#ffffff" stroke-opacity="0.6" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>`;
  });
  o += circle(1030, 548, 7, coral);
  o += vignette(defs, NW, NH, '#03040a', 0.6);
  return svgDoc(NW, NH, defs, o);
}
/* ---------- banner 3: the new Lumen site (laptop and phone layouts) */

/** A dark Lumen-style landing page drawn into the box x,y,w,h (compact when w is small). */
function lumenPage(defs, x, y, w, h, titleFill, compact) {
  const s = compact ? 0.62 : 1;
  let o = rect(x, y, w, h, 0, NEWS.navy);
  o += glow(defs, x + w * 0.85, y + h * 0.05, w * 0.6, NEWS.violet, 0.55);
  o += glow(defs, x + w * 0.1, y + h * 0.95, w * 0.45, NEWS.warm, 0.25);
  const pad = 26 * s;
  o += `<g transform="translate(${r1(x + pad)} ${r1(y + pad * 0.8)}) scale(${r1(0.42 * s * 100) / 100})">${lumenMarkInner({ gradId: 'nlg' })}</g>`;
  o += rect(
    x + pad + 36 * s,
    y + pad * 0.8 + 8 * s,
    56 * s,
    10 * s,
    5 * s,
    '#ffffff',
    'opacity="0.9"',
  );
  if (compact) {
    o += `<path d="M${r1(x + w - pad - 20)} ${r1(y + pad + 2)}h20M${r1(x + w - pad - 20)} ${r1(y + pad + 9)}h20" stroke="#ffffff" stroke-width="2.5" stroke-linecap="round"/>`;
  } else {
    for (let i = 0; i < 4; i++)
      o += rect(x + w * 0.45 + i * 62, y + pad + 4, 44, 8, 4, '#ffffff', 'opacity="0.4"');
    o += rect(x + w - pad - 96, y + pad - 6, 96, 30, 15, '#ffffff');
  }
  const hx = x + pad;
  let hy = y + (compact ? 88 : 72);
  o += rect(hx, hy, 130 * s, 22 * s, 11 * s, '#ffffff', 'opacity="0.08"');
  hy += 36 * s;
  const tw = compact ? [w * 0.78, w * 0.6, w * 0.7] : [w * 0.5, w * 0.38, w * 0.44];
  tw.forEach((tt, i) => {
    o += rect(hx, hy + i * 40 * s, tt, 28 * s, 14 * s, titleFill);
  });
  hy += 3 * 40 * s + 12 * s;
  o += bars(
    hx,
    hy,
    compact ? [w * 0.7, w * 0.5] : [w * 0.42, w * 0.34],
    8 * s,
    10 * s,
    '#ffffff',
    0.35,
  );
  hy += 40 * s;
  o += rect(
    hx,
    hy,
    compact ? w - 2 * pad : 130,
    40 * s,
    20 * s,
    grad(
      defs,
      [
        [0, NEWS.violet],
        [1, '#8f74ff'],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  if (!compact) {
    o += rect(
      hx + 142,
      hy,
      120,
      40,
      20,
      'none',
      'stroke="#ffffff" stroke-opacity="0.35" stroke-width="1.5"',
    );
    const sy = hy + 62;
    o += rect(hx, sy, w * 0.5, 1, 0, '#ffffff', 'opacity="0.14"');
    for (let i = 0; i < 3; i++) {
      o += rect(hx + i * 120, sy + 20, 70, 22, 8, '#ffffff', 'opacity="0.9"');
      o += rect(hx + i * 120, sy + 52, 90, 7, 3.5, '#ffffff', 'opacity="0.3"');
    }
    // hero artwork: an orb with rings
    const ox = x + w * 0.76;
    const oy = y + h * 0.5;
    o += circle(ox, oy, 120, 'none', 'stroke="#ffffff" stroke-opacity="0.1" stroke-width="1.5"');
    o += circle(
      ox,
      oy,
      88,
      'none',
      `stroke="${NEWS.violetSoft}" stroke-opacity="0.3" stroke-width="1.5"`,
    );
    o += circle(
      ox,
      oy,
      62,
      grad(defs, [
        [0, NEWS.warm],
        [0.5, '#c061ff'],
        [1, NEWS.violet],
      ]),
    );
    o += circle(ox - 18, oy - 20, 26, '#ffffff', 'opacity="0.14"');
    o += circle(ox + 88, oy - 4, 8, NEWS.warm);
  } else {
    hy += 64 * s;
    o += rect(
      hx,
      hy,
      w - 2 * pad,
      h - (hy - y) - pad,
      16,
      grad(defs, [
        [0, NEWS.violet],
        [1, NEWS.warm],
      ]),
    );
    o += circle(x + w - pad - 40, hy + 44, 40, '#ffffff', 'opacity="0.14"');
  }
  return o;
}

function newsLumenSite() {
  const defs = [lumenGradDef('nlg')];
  let o = newsBackdrop(defs, NW, NH, {
    base: [
      [0, '#221148'],
      [1, '#0b0d17'],
    ],
    blobs: [
      [0.22, 0.22, 0.42, 0.3, NEWS.violet, 0.6, 100],
      [0.8, 0.76, 0.36, 0.26, '#ff6a3d', 0.55, 100],
      [0.92, 0.18, 0.2, 0.14, '#ff9a6b', 0.22, 80],
    ],
    pattern: ['grid', 55, 0.06],
    ink: '#ffffff',
  });
  const titleFill = grad(
    defs,
    [
      [0, '#ffffff'],
      [0.6, '#c9bcff'],
      [1, NEWS.warmSoft],
    ],
    0,
    0,
    1,
    0,
  );
  // laptop
  const lx = 120;
  const ly = 250;
  const lw = 720;
  const lh = 450;
  o += shadow(defs, lx, ly, lw, lh + 30, 24, { dy: 40, blur: 36, opacity: 0.6 });
  o += rect(lx, ly, lw, lh, 24, '#07080d');
  o += rect(
    lx + 0.75,
    ly + 0.75,
    lw - 1.5,
    lh - 1.5,
    23,
    'none',
    'stroke="#ffffff" stroke-opacity="0.18" stroke-width="1.5"',
  );
  const sc = uid('nc');
  defs.push(
    `<clipPath id="${sc}"><rect x="${lx + 14}" y="${ly + 14}" width="${lw - 28}" height="${lh - 28}" rx="10"/></clipPath>`,
  );
  o += `<g clip-path="url(#${sc})">${lumenPage(defs, lx + 14, ly + 14, lw - 28, lh - 28, titleFill, false)}</g>`;
  o += rect(
    lx - 50,
    ly + lh,
    lw + 100,
    22,
    11,
    grad(
      defs,
      [
        [0, '#3a3d55'],
        [1, '#15172a'],
      ],
      0,
      0,
      0,
      1,
    ),
  );
  o += rect(lx + lw / 2 - 60, ly + lh, 120, 8, 4, '#07080d', 'opacity="0.7"');
  // phone
  const pP = { surf: NEWS.navy, lightBg: false };
  o += phone(
    defs,
    770,
    360,
    220,
    450,
    pP,
    (x, y, w, h) => lumenPage(defs, x, y + 18, w, h - 18, titleFill, true),
    { rotate: 4 },
  );
  o += vignette(defs, NW, NH, '#05060c', 0.45);
  return svgDoc(NW, NH, defs, o);
}

/* ---------- banner 4: design tokens (swatches, spacing scale, components on a floating grid) */

function newsDesignTokens() {
  const defs = [];
  const ink = NEWS.text;
  const teal = ['#0b4f4a', '#0f8f84', NEWS.teal, '#5eead4', '#ccfbf1'];
  const lilac = ['#3b2a8f', '#6a47ff', '#9d86ff', NEWS.lilac, '#eee8ff'];
  let o = newsBackdrop(defs, NW, NH, {
    base: [
      [0, '#eefcf9'],
      [1, '#f1ecff'],
    ],
    blobs: [
      [0.18, 0.22, 0.32, 0.24, '#9ff3e4', 0.6, 100],
      [0.84, 0.78, 0.34, 0.26, NEWS.lilac, 0.65, 100],
      [0.86, 0.16, 0.2, 0.16, '#d9ccff', 0.5, 80],
    ],
  });
  // the floating grid
  const gx = 130;
  const gy = 210;
  const gw = 840;
  const gh = 560;
  let g = `<g transform="rotate(-4 550 490)">`;
  g += shadow(defs, gx, gy, gw, gh, 34, { dy: 40, blur: 40, opacity: 0.22, color: '#2a2360' });
  g += rect(gx, gy, gw, gh, 34, '#ffffff', 'opacity="0.72"');
  let l = '';
  for (let x = gx + 40; x < gx + gw; x += 40) l += `M${x} ${gy + 1}V${gy + gh - 1}`;
  for (let y = gy + 40; y < gy + gh; y += 40) l += `M${gx + 1} ${y}H${gx + gw - 1}`;
  const gc = uid('nc');
  defs.push(
    `<clipPath id="${gc}"><rect x="${gx}" y="${gy}" width="${gw}" height="${gh}" rx="34"/></clipPath>`,
  );
  g += `<g clip-path="url(#${gc})"><path d="${l}" stroke="${NEWS.teal}" stroke-opacity="0.16" stroke-width="1"/></g>`;
  g += rect(
    gx + 0.75,
    gy + 0.75,
    gw - 1.5,
    gh - 1.5,
    33,
    'none',
    'stroke="#ffffff" stroke-width="1.5"',
  );
  const tile = (x, y, w, h, fill = '#ffffff') =>
    shadow(defs, x, y, w, h, 20, { dy: 10, blur: 12, opacity: 0.12, color: '#2a2360' }) +
    rect(x, y, w, h, 20, fill);
  // swatch columns
  [teal, lilac].forEach((scale, k) => {
    const x = gx + 40 + k * 200;
    const y = gy + 40;
    g += tile(x, y, 180, 280);
    const c = uid('nc');
    defs.push(
      `<clipPath id="${c}"><rect x="${x + 12}" y="${y + 12}" width="156" height="200" rx="12"/></clipPath>`,
    );
    g += `<g clip-path="url(#${c})">`;
    scale.forEach((col, i) => {
      g += rect(x + 12, y + 12 + i * 40, 156, 40, 0, col);
    });
    g += '</g>';
    g += rect(x + 16, y + 232, 80, 10, 5, ink, 'opacity="0.75"');
    g += rect(x + 16, y + 252, 50, 8, 4, ink, 'opacity="0.3"');
  });
  // spacing scale
  {
    const x = gx + 440;
    const y = gy + 40;
    g += tile(x, y, 360, 130);
    let sx = x + 24;
    [8, 12, 16, 24, 32, 48, 64].forEach((s, i) => {
      g += rect(
        sx,
        y + 102 - s,
        s,
        s,
        Math.min(6, s / 4),
        i % 2 ? NEWS.lilac : NEWS.teal,
        `opacity="${0.55 + i * 0.06}"`,
      );
      g += rect(sx + s / 2 - 5, y + 110, 10, 4, 2, ink, 'opacity="0.25"');
      sx += s + 14;
    });
  }
  // buttons
  {
    const x = gx + 440;
    const y = gy + 190;
    g += tile(x, y, 170, 130);
    g += rect(x + 20, y + 24, 130, 38, 19, NEWS.teal);
    g += rect(x + 52, y + 39, 66, 8, 4, '#ffffff');
    g += rect(x + 20, y + 74, 130, 38, 19, 'none', `stroke="${lilac[1]}" stroke-width="2"`);
    g += rect(x + 55, y + 89, 60, 8, 4, lilac[1]);
  }
  // toggle + chips
  {
    const x = gx + 630;
    const y = gy + 190;
    g += tile(x, y, 170, 130);
    g += rect(x + 20, y + 24, 64, 34, 17, NEWS.teal);
    g += circle(x + 67, y + 41, 13, '#ffffff');
    g += rect(x + 96, y + 24, 56, 34, 17, lilac[4]);
    g += circle(x + 113, y + 41, 11, '#ffffff', `stroke="${lilac[3]}" stroke-width="2"`);
    g += rect(x + 20, y + 76, 58, 26, 13, lilac[4]);
    g += rect(x + 32, y + 85, 34, 8, 4, lilac[1]);
    g += rect(x + 86, y + 76, 66, 26, 13, '#ccfbf1');
    g += rect(x + 98, y + 85, 42, 8, 4, '#0f8f84');
  }
  // component cards
  {
    const x = gx + 40;
    const y = gy + 340;
    g += tile(x, y, 380, 180);
    g += rect(
      x + 20,
      y + 20,
      120,
      140,
      14,
      grad(defs, [
        [0, NEWS.teal],
        [1, '#9d86ff'],
      ]),
    );
    g += mark(9, x + 80, y + 90, 54, '#ffffff', '#ffffff');
    g += rect(x + 160, y + 30, 150, 12, 6, ink, 'opacity="0.8"');
    g += bars(x + 160, y + 56, [190, 170, 120], 8, 10, ink, 0.28);
    g += rect(x + 160, y + 124, 96, 32, 16, lilac[1]);
    g += rect(x + 180, y + 136, 56, 8, 4, '#ffffff');
  }
  {
    const x = gx + 440;
    const y = gy + 340;
    g += tile(x, y, 360, 180);
    g += rect(x + 20, y + 24, 320, 46, 14, '#ffffff', `stroke="${NEWS.teal}" stroke-width="2.5"`);
    g += rect(x + 36, y + 43, 120, 8, 4, ink, 'opacity="0.5"');
    g += rect(x + 160, y + 37, 2, 20, 1, NEWS.teal);
    g += rect(x + 20, y + 86, 320, 46, 14, '#f6f5fb', `stroke="${ink}" stroke-opacity="0.08"`);
    g += rect(x + 36, y + 105, 90, 8, 4, ink, 'opacity="0.25"');
    [NEWS.teal, lilac[2], lilac[1]].forEach((c, i) => {
      g += circle(x + 36 + i * 26, y + 156, 13, c, 'stroke="#ffffff" stroke-width="3"');
    });
    g += rect(x + 120, y + 152, 80, 8, 4, ink, 'opacity="0.3"');
  }
  g += '</g>';
  o += g;
  // a token chip lifting off the grid
  o += card(defs, 820, 150, 200, 64, 32, '#ffffff', { lift: 0.2, dy: 16, blur: 18 });
  o += circle(852, 182, 16, NEWS.teal);
  o += rect(878, 170, 100, 9, 4.5, ink, 'opacity="0.75"');
  o += rect(878, 186, 64, 7, 3.5, ink, 'opacity="0.3"');
  o += card(defs, 80, 760, 210, 64, 32, '#ffffff', { lift: 0.2, dy: 16, blur: 18 });
  o += circle(112, 792, 16, lilac[1]);
  o += rect(138, 780, 110, 9, 4.5, ink, 'opacity="0.75"');
  o += rect(138, 796, 70, 7, 3.5, ink, 'opacity="0.3"');
  return svgDoc(NW, NH, defs, o);
}
/* ---------- banner 5: international trademarks (seal, world map, documents) */

/** Very stylised continents in a 1000x500 box (equirectangular-ish). */
const CONTINENTS = [
  [
    50, 60, 180, 40, 300, 40, 340, 90, 300, 130, 270, 170, 240, 200, 210, 232, 188, 262, 168, 250,
    140, 200, 100, 160, 60, 120,
  ],
  [330, 22, 392, 16, 402, 50, 362, 82, 332, 62],
  [232, 272, 292, 282, 332, 322, 322, 372, 292, 422, 262, 472, 246, 440, 240, 380, 220, 322],
  [468, 62, 540, 50, 580, 70, 562, 110, 522, 132, 482, 132, 460, 100],
  [
    458, 152, 540, 146, 590, 180, 612, 232, 582, 302, 552, 372, 522, 382, 502, 322, 482, 252, 440,
    212,
  ],
  [
    562, 40, 700, 30, 850, 40, 952, 72, 922, 122, 862, 152, 822, 202, 762, 222, 722, 192, 682, 232,
    642, 202, 602, 152, 572, 112,
  ],
  [780, 242, 842, 252, 862, 272, 802, 272],
  [822, 322, 902, 312, 932, 352, 902, 402, 842, 392, 812, 362],
];

function worldMap(defs, x, y, scale, color, opacity) {
  const clip = uid('nc');
  const polys = CONTINENTS.map((c) => {
    const pts = [];
    for (let i = 0; i < c.length; i += 2)
      pts.push(`${r1(x + c[i] * scale)},${r1(y + c[i + 1] * scale)}`);
    return `<polygon points="${pts.join(' ')}"/>`;
  }).join('');
  defs.push(`<clipPath id="${clip}">${polys}</clipPath>`);
  const pid = uid('np');
  const st = 13 * scale;
  defs.push(
    `<pattern id="${pid}" width="${r1(st)}" height="${r1(st)}" patternUnits="userSpaceOnUse"><circle cx="${r1(st / 2)}" cy="${r1(st / 2)}" r="${r1(st * 0.26)}" fill="${color}"/></pattern>`,
  );
  return `<g clip-path="url(#${clip})" opacity="${opacity}">${rect(x, y, 1000 * scale, 500 * scale, 0, `url(#${pid})`)}</g>`;
}

function newsTrademark() {
  const defs = [];
  const cx = 550;
  const cy = 470;
  const gold = NEWS.gold;
  let o = newsBackdrop(defs, NW, NH, {
    base: [
      [0, '#111a44'],
      [1, '#090b16'],
    ],
    blobs: [
      [0.5, 0.46, 0.38, 0.3, '#2a3a9e', 0.55, 100],
      [0.5, 0.56, 0.2, 0.16, gold, 0.14, 90],
      [0.12, 0.12, 0.22, 0.16, NEWS.violet, 0.2, 80],
    ],
  });
  // meridians and parallels, then the dotted continents
  let lines = '';
  for (let i = 1; i < 6; i++) lines += `<ellipse cx="${cx}" cy="${cy}" rx="${i * 100}" ry="300"/>`;
  for (let j = -2; j <= 2; j++) lines += `<path d="M40 ${cy + j * 110}H1060"/>`;
  o += `<g fill="none" stroke="${gold}" stroke-opacity="0.08" stroke-width="1.2">${lines}</g>`;
  o += worldMap(defs, 50, 225, 1, gold, 0.4);
  // ribbons
  const ribbon = (x, dir) => {
    const x2 = x + dir * 70;
    return `<path d="M${x - 40} 600L${x + 40} 600L${x2 + 40} 800L${x2} 772L${x2 - 40} 800Z" fill="${grad(
      defs,
      [
        [0, NEWS.violet],
        [1, '#3b22c4'],
      ],
      0,
      0,
      0,
      1,
    )}"/>`;
  };
  o += shadow(defs, cx - 130, 620, 260, 150, 30, { dy: 10, blur: 20, opacity: 0.5 });
  o += ribbon(cx - 62, -1) + ribbon(cx + 62, 1);
  // scalloped seal
  const pts = [];
  for (let i = 0; i < 720; i++) {
    const t = (i / 720) * Math.PI * 2;
    const r = 206 + 8 * Math.cos(t * 36);
    pts.push(`${r1(cx + Math.cos(t) * r)},${r1(cy + Math.sin(t) * r)}`);
  }
  o += shadow(defs, cx - 206, cy - 206, 412, 412, 206, { dy: 30, blur: 30, opacity: 0.6 });
  o += `<polygon points="${pts.join(' ')}" fill="${grad(defs, [
    [0, '#ffe08a'],
    [0.5, gold],
    [1, NEWS.goldDeep],
  ])}"/>`;
  o += circle(cx, cy, 180, 'none', 'stroke="#fff6d8" stroke-opacity="0.8" stroke-width="2"');
  o += circle(
    cx,
    cy,
    166,
    'none',
    `stroke="${NEWS.deepBlue}" stroke-opacity="0.6" stroke-width="5" stroke-dasharray="0.1 13" stroke-linecap="round"`,
  );
  o += circle(
    cx,
    cy,
    150,
    grad(defs, [
      [0, '#1c2766'],
      [1, '#0c1233'],
    ]),
  );
  let gi = '';
  for (let i = 0; i < 24; i++)
    gi += `<ellipse cx="${cx}" cy="${cy}" rx="144" ry="56" transform="rotate(${i * 7.5} ${cx} ${cy})"/>`;
  o += `<g fill="none" stroke="${gold}" stroke-opacity="0.16" stroke-width="1">${gi}</g>`;
  // shield with the brand mark
  const sw = 88;
  const sy = cy - 98;
  const shieldD = `M${cx - sw} ${sy}Q${cx} ${sy - 26} ${cx + sw} ${sy}V${sy + 90}C${cx + sw} ${sy + 156} ${cx + 44} ${sy + 192} ${cx} ${sy + 210}C${cx - 44} ${sy + 192} ${cx - sw} ${sy + 156} ${cx - sw} ${sy + 90}Z`;
  o += `<path d="${shieldD}" fill="#000" opacity="0.4" ${blurFilter(defs, 12)} transform="translate(0 14)"/>`;
  o += `<path d="${shieldD}" fill="${grad(defs, [
    [0, '#ffffff'],
    [1, '#fff1c7'],
  ])}"/>`;
  o += mark(7, cx, cy + 4, 92, NEWS.deepBlue, NEWS.violet);
  // documents (left): application form and certificate
  const doc = (x, y, w, h, rot, stamp) => {
    let c = `<g transform="rotate(${rot} ${x + w / 2} ${y + h / 2})">`;
    c += shadow(defs, x, y, w, h, 14, { dy: 20, blur: 20, opacity: 0.55 });
    c += rect(x, y, w, h, 14, '#f7f4ea');
    c += rect(x + 20, y + 24, w * 0.5, 10, 5, NEWS.deepBlue, 'opacity="0.75"');
    c += bars(x + 20, y + 52, [w * 0.8, w * 0.7, w * 0.76, w * 0.56], 6, 12, NEWS.deepBlue, 0.22);
    if (stamp) {
      c += circle(x + w - 46, y + h - 46, 26, 'none', `stroke="${NEWS.goldDeep}" stroke-width="3"`);
      c += circle(x + w - 46, y + h - 46, 18, gold);
      c += rect(x + 20, y + h - 44, 70, 4, 2, NEWS.deepBlue, 'opacity="0.4"');
    } else {
      for (let i = 0; i < 3; i++) {
        c += rect(
          x + 20,
          y + 140 + i * 30,
          16,
          16,
          4,
          'none',
          `stroke="${NEWS.deepBlue}" stroke-opacity="0.4" stroke-width="2"`,
        );
        if (i < 2) c += check(x + 28, y + 148 + i * 30, 12, NEWS.goldDeep, 2.5);
        c += rect(x + 46, y + 145 + i * 30, w * 0.5, 6, 3, NEWS.deepBlue, 'opacity="0.3"');
      }
    }
    return c + '</g>';
  };
  o += doc(70, 300, 200, 270, -10, false);
  o += doc(150, 380, 200, 270, -3, true);
  // registered mark variants (right)
  [
    [820, 300, 6, NEWS.deepBlue, gold],
    [850, 420, 1, '#f7f4ea', NEWS.deepBlue],
    [820, 540, 3, gold, NEWS.deepBlue],
  ].forEach(([x, y, k, bg, fg], i) => {
    o += shadow(defs, x, y, 140, 104, 20, { dy: 16, blur: 16, opacity: 0.5 });
    o += rect(x, y, 140, 104, 20, bg, i === 0 ? `stroke="${gold}" stroke-opacity="0.3"` : '');
    o += mark(k, x + 70, y + 52, 54, fg, NEWS.violet);
  });
  o += circle(978, 424, 20, gold);
  o += check(978, 424, 18, NEWS.deepBlue, 4);
  o += vignette(defs, NW, NH, '#04050c', 0.55);
  return svgDoc(NW, NH, defs, o);
}

/* ---------- banner 6: accessible forms (focus rings, contrast swatches, keyboard) */

function newsAccessibility() {
  const defs = [];
  const ink = NEWS.text;
  const blue = NEWS.blue;
  const yellow = NEWS.yellow;
  let o = newsBackdrop(defs, NW, NH, {
    base: [
      [0, '#eaf1ff'],
      [1, '#fff8e1'],
    ],
    blobs: [
      [0.2, 0.2, 0.3, 0.22, '#a9c4ff', 0.6, 90],
      [0.84, 0.82, 0.3, 0.22, '#ffe27a', 0.55, 90],
      [0.5, 0.5, 0.26, 0.2, '#c7d7ff', 0.4, 100],
    ],
    pattern: ['dots', 30, 0.12],
    ink: blue,
  });
  o += '<g transform="translate(550 480) scale(1.05) translate(-550 -480)">';
  // form card
  const fx = 360;
  const fy = 220;
  const fw = 380;
  const fh = 536;
  o += card(defs, fx, fy, fw, fh, 30, '#ffffff', { lift: 0.22, dy: 30, blur: 34 });
  o += circle(fx + 48, fy + 52, 20, blue);
  o += `<g transform="translate(${fx + 48} ${fy + 52})">${circle(0, -8, 3.5, '#ffffff')}<path d="M-9 -2Q0 1 9 -2M0 0V6M0 5L-5 12M0 5L5 12" fill="none" stroke="#ffffff" stroke-width="2.6" stroke-linecap="round"/></g>`;
  o += rect(fx + 80, fy + 40, 150, 12, 6, ink, 'opacity="0.85"');
  o += rect(fx + 80, fy + 60, 100, 8, 4, ink, 'opacity="0.3"');
  const field = (y, focused, w = fw - 64) => {
    let f = rect(fx + 32, y, 90, 9, 4.5, ink, 'opacity="0.55"');
    if (focused) {
      f += rect(fx + 20, y + 10, w + 24, 82, 24, 'none', `stroke="${yellow}" stroke-width="14"`);
      f += rect(fx + 23, y + 13, w + 18, 76, 21, 'none', `stroke="${blue}" stroke-width="5"`);
    }
    f += rect(
      fx + 32,
      y + 22,
      w,
      58,
      14,
      '#ffffff',
      `stroke="${focused ? blue : ink}" stroke-opacity="${focused ? 1 : 0.22}" stroke-width="2"`,
    );
    f += rect(
      fx + 52,
      y + 47,
      focused ? 140 : 110,
      9,
      4.5,
      ink,
      `opacity="${focused ? 0.7 : 0.2}"`,
    );
    if (focused) f += rect(fx + 200, y + 38, 2.5, 26, 1, blue);
    return f;
  };
  o += field(fy + 110, false);
  o += field(fy + 220, true);
  o += field(fy + 330, false);
  o += rect(fx + 32, fy + 420, 26, 26, 7, blue);
  o += check(fx + 45, fy + 433, 14, '#ffffff', 3);
  o += rect(fx + 72, fy + 429, 160, 8, 4, ink, 'opacity="0.4"');
  o += rect(fx + 32, fy + 466, fw - 64, 44, 22, blue);
  o += rect(fx + fw / 2 - 40, fy + 484, 80, 8, 4, '#ffffff');
  // contrast checker (left)
  o += card(defs, 70, 300, 240, 220, 26);
  o += rect(92, 322, 96, 110, 16, NEWS.deepBlue);
  o += rect(192, 322, 96, 110, 16, yellow);
  o += glyphA(118, 400, 44, yellow);
  o += glyphA(218, 400, 44, NEWS.deepBlue);
  o += rect(92, 452, 120, 10, 5, ink, 'opacity="0.3"');
  o += rect(92, 472, 80, 8, 4, ink, 'opacity="0.18"');
  o += circle(270, 466, 18, NEWS.green);
  o += check(270, 466, 16, '#ffffff', 3.5);
  // keyboard outline (right, bottom)
  const kx = 750;
  const ky = 560;
  o += card(defs, kx, ky, 290, 176, 24, '#ffffff', { lift: 0.16 });
  o += rect(
    kx + 16,
    ky + 16,
    258,
    144,
    16,
    'none',
    `stroke="${ink}" stroke-opacity="0.12" stroke-width="2"`,
  );
  const keyW = 30;
  for (let r = 0; r < 4; r++) {
    let x = kx + 30;
    for (let k = 0; k < 7; k++) {
      let w = keyW;
      if (r === 1 && k === 0) w = 46;
      if (r === 3 && k === 2) w = 110;
      if (x + w > kx + 262) break;
      const isTab = r === 1 && k === 0;
      o += rect(
        x,
        ky + 30 + r * 32,
        w,
        24,
        6,
        isTab ? yellow : 'none',
        isTab ? '' : `stroke="${ink}" stroke-opacity="0.28" stroke-width="2"`,
      );
      x += w + 5;
      if (r === 3 && k === 2) k += 2;
    }
  }
  o += `<path d="M${kx + 38} ${ky + 74}H${kx + 62}M${kx + 56} ${ky + 68}L${kx + 62} ${ky + 74}L${kx + 56} ${ky + 80}" fill="none" stroke="${ink}" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/>`;
  // focus-order badges
  o += card(defs, 790, 250, 220, 120, 24);
  [0, 1, 2].forEach((i) => {
    const x = 822 + i * 64;
    o += circle(
      x,
      310,
      20,
      i === 1 ? blue : '#eef3ff',
      i === 1 ? '' : `stroke="${blue}" stroke-opacity="0.4" stroke-width="2"`,
    );
    if (i < 2)
      o += `<path d="M${x + 26} 310H${x + 38}M${x + 33} 305L${x + 38} 310L${x + 33} 315" fill="none" stroke="${ink}" stroke-opacity="0.4" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>`;
  });
  o += '</g>';
  return svgDoc(NW, NH, defs, o);
}
/* ---------- banner 7: B2B rebrand (brand board: logo sketch, type, colour chips, positioning) */

/** A pinned board tile: rotated, shadowed, clipped, optionally taped. */
function boardTile(defs, x, y, w, h, rot, inner, { tape = false, r = 18, lift = 0.5 } = {}) {
  let t = `<g transform="rotate(${rot} ${r1(x + w / 2)} ${r1(y + h / 2)})">`;
  t += shadow(defs, x, y, w, h, r, { dy: 18, blur: 18, opacity: lift });
  const clip = uid('nc');
  defs.push(
    `<clipPath id="${clip}"><rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" rx="${r}"/></clipPath>`,
  );
  t += `<g clip-path="url(#${clip})">${inner}</g>`;
  if (tape)
    t += rect(
      x + w / 2 - 44,
      y - 14,
      88,
      28,
      4,
      '#ffffff',
      `opacity="0.3" transform="rotate(-4 ${r1(x + w / 2)} ${r1(y)})"`,
    );
  return t + '</g>';
}

function newsRebrand() {
  const defs = [];
  const mag = NEWS.magenta;
  const blue = NEWS.deepBlue;
  let o = newsBackdrop(defs, NW, NH, {
    base: [
      [0, '#17236b'],
      [1, '#0a0d24'],
    ],
    blobs: [
      [0.8, 0.2, 0.3, 0.24, mag, 0.4, 100],
      [0.2, 0.82, 0.3, 0.22, mag, 0.24, 100],
      [0.4, 0.4, 0.34, 0.26, '#2b3fc4', 0.45, 100],
    ],
    pattern: ['dots', 26, 0.12],
    ink: '#ffffff',
  });
  // A: logo sketch with construction geometry
  {
    const x = 120;
    const y = 240;
    const s = 400;
    const cx = x + s / 2;
    const cy = y + s / 2;
    let t = rect(x, y, s, s, 0, '#f8f5ff');
    let l = '';
    for (let i = 1; i < 8; i++) l += `M${x + i * 50} ${y}V${y + s}M${x} ${y + i * 50}H${x + s}`;
    t += `<path d="${l}" stroke="${blue}" stroke-opacity="0.07"/>`;
    t += `<path d="M${x} ${y}L${x + s} ${y + s}M${x + s} ${y}L${x} ${y + s}" stroke="${mag}" stroke-opacity="0.25" stroke-dasharray="5 6"/>`;
    [130, 92, 56].forEach((r, i) => {
      t += circle(
        cx,
        cy,
        r,
        'none',
        `stroke="${mag}" stroke-opacity="${0.45 - i * 0.1}" stroke-width="1.5" ${i === 1 ? 'stroke-dasharray="6 6"' : ''}`,
      );
    });
    t += circle(
      cx + 92,
      cy - 92,
      40,
      'none',
      `stroke="${mag}" stroke-opacity="0.4" stroke-width="1.5"`,
    );
    t += mark(3, cx, cy, 220, blue, mag);
    // anchor points on the quarter circles
    [
      [cx, cy - 110],
      [cx + 110, cy],
      [cx, cy + 110],
      [cx - 110, cy],
      [cx, cy],
    ].forEach(([px, py]) => {
      t += rect(px - 6, py - 6, 12, 12, 2, '#ffffff', `stroke="${mag}" stroke-width="2"`);
    });
    // a rough alternative in the corner
    t += circle(
      x + 60,
      y + s - 60,
      30,
      'none',
      `stroke="${blue}" stroke-opacity="0.5" stroke-width="2" stroke-dasharray="3 4"`,
    );
    t += circle(x + 72, y + s - 68, 8, mag, 'opacity="0.6"');
    o += boardTile(defs, x, y, s, s, -2.5, t, { tape: true });
  }
  // B: type specimen
  {
    const x = 560;
    const y = 214;
    let t = rect(
      x,
      y,
      250,
      250,
      0,
      grad(defs, [
        [0, mag],
        [1, '#a81e6b'],
      ]),
    );
    t += glyphA(x + 28, y + 150, 110, '#ffffff');
    t += glyphLowerA(x + 146, y + 150, 62, '#ffd1e8');
    t += rect(x + 28, y + 176, 150, 10, 5, '#ffffff', 'opacity="0.85"');
    t += bars(x + 28, y + 198, [190, 160], 6, 10, '#ffffff', 0.45);
    o += boardTile(defs, x, y, 250, 250, 2, t);
  }
  // C: colour chips
  {
    const x = 836;
    const y = 236;
    let t = rect(x, y, 150, 250, 0, '#ffffff');
    [blue, mag, '#ff8cc6', '#ffe3f1'].forEach((c, i) => {
      t += rect(
        x + 14,
        y + 14 + i * 50,
        122,
        42,
        10,
        c,
        i === 3 ? `stroke="${blue}" stroke-opacity="0.08"` : '',
      );
    });
    t += rect(x + 14, y + 222, 70, 8, 4, blue, 'opacity="0.4"');
    o += boardTile(defs, x, y, 150, 250, -3, t, { tape: true });
  }
  // D: positioning map
  {
    const x = 562;
    const y = 492;
    const w = 260;
    const h = 240;
    let t = rect(x, y, w, h, 0, '#ffffff');
    const ox = x + w / 2;
    const oy = y + h / 2;
    t += `<path d="M${x + 24} ${oy}H${x + w - 24}M${ox} ${y + 24}V${y + h - 24}" stroke="${blue}" stroke-opacity="0.3" stroke-width="2"/>`;
    [
      [-60, 40, 14],
      [-30, 70, 10],
      [-80, -20, 12],
      [20, 60, 12],
      [-40, 10, 8],
    ].forEach(([dx, dy, r]) => {
      t += circle(ox + dx, oy + dy, r, '#e4e6f5');
    });
    t += circle(ox + 62, oy - 58, 40, mag, 'opacity="0.16"');
    t += circle(ox + 62, oy - 58, 22, mag);
    t += `<path d="M${ox - 40} ${oy + 12}Q${ox} ${oy - 50} ${ox + 36} ${oy - 56}" fill="none" stroke="${mag}" stroke-width="2.5" stroke-dasharray="2 7" stroke-linecap="round"/>`;
    o += boardTile(defs, x, y, w, h, -1.5, t);
  }
  // E: business card on deep blue
  {
    const x = 846;
    const y = 512;
    let t = rect(x, y, 150, 220, 0, blue);
    t += rect(x + 20, y + 30, 110, 64, 8, '#ffffff');
    t += mark(3, x + 44, y + 62, 26, blue, mag);
    t += rect(x + 66, y + 50, 50, 6, 3, blue, 'opacity="0.5"');
    t += rect(x + 20, y + 114, 110, 64, 8, mag);
    t += mark(3, x + 75, y + 146, 36, '#ffffff', '#ffd1e8');
    o += boardTile(defs, x, y, 150, 220, 3, t, { tape: true });
  }
  o += vignette(defs, NW, NH, '#05060f', 0.5);
  return svgDoc(NW, NH, defs, o);
}

/* ---------- banner 8: brand platform workshop (stickies, positioning map, platform pyramid) */

function sticky(defs, x, y, s, rot, color, ink, rng) {
  let t = `<g transform="rotate(${rot} ${r1(x + s / 2)} ${r1(y + s / 2)})">`;
  t += shadow(defs, x, y, s, s, 4, { dy: 10, blur: 10, opacity: 0.18, color: '#2a2360' });
  t += `<path d="M${x} ${y}H${x + s}V${y + s - 22}L${x + s - 22} ${y + s}H${x}Z" fill="${color}"/>`;
  t += `<path d="M${x + s} ${y + s - 22}L${x + s - 22} ${y + s}V${y + s - 22}Z" fill="#000000" opacity="0.12"/>`;
  for (let i = 0; i < 3; i++) {
    const ly = y + 30 + i * 24;
    const len = s * (i === 2 ? 0.42 : rng.range(0.58, 0.72));
    let d = `M${r1(x + 16)} ${r1(ly)}`;
    for (let k = 0; k < 4; k++) d += `q${r1(len / 8)} ${k % 2 ? 5 : -5} ${r1(len / 4)} 0`;
    t += `<path d="${d}" fill="none" stroke="${ink}" stroke-opacity="0.55" stroke-width="3" stroke-linecap="round"/>`;
  }
  return t + '</g>';
}

function newsBrandPlatform() {
  const defs = [];
  const rng = makeRng(0xb8);
  const ink = NEWS.text;
  const mint = '#3ddbb0';
  const mintPale = '#c9f7e8';
  const pink = '#ff6fae';
  const pinkPale = '#ffd6e8';
  let o = newsBackdrop(defs, NW, NH, {
    base: [
      [0, '#eafbf4'],
      [1, '#fff0f6'],
    ],
    blobs: [
      [0.16, 0.2, 0.3, 0.22, '#9ff0d4', 0.6, 90],
      [0.86, 0.82, 0.3, 0.22, '#ffb8d6', 0.6, 90],
    ],
  });
  // whiteboard
  const bx = 90;
  const by = 200;
  const bw = 920;
  const bh = 580;
  o += card(defs, bx, by, bw, bh, 28, '#ffffff', { lift: 0.2, dy: 30, blur: 34 });
  o += rect(
    bx + 0.75,
    by + 0.75,
    bw - 1.5,
    bh - 1.5,
    27,
    'none',
    `stroke="${ink}" stroke-opacity="0.08" stroke-width="1.5"`,
  );
  const pid = uid('np');
  defs.push(
    `<pattern id="${pid}" width="26" height="26" patternUnits="userSpaceOnUse"><circle cx="13" cy="13" r="1.4" fill="${ink}" fill-opacity="0.12"/></pattern>`,
  );
  o += rect(bx + 12, by + 12, bw - 24, bh - 24, 20, `url(#${pid})`);
  // positioning map (left half)
  const ox = 330;
  const oy = 500;
  o += `<path d="M${ox - 190} ${oy}H${ox + 190}M${ox} ${oy - 200}V${oy + 200}" stroke="${ink}" stroke-opacity="0.35" stroke-width="3" stroke-linecap="round"/>`;
  o += `<path d="M${ox + 180} ${oy - 9}L${ox + 192} ${oy}L${ox + 180} ${oy + 9}M${ox - 9} ${oy - 188}L${ox} ${oy - 200}L${ox + 9} ${oy - 188}" fill="none" stroke="${ink}" stroke-opacity="0.35" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`;
  [
    [-110, 60, 26],
    [-60, 110, 18],
    [-130, -40, 20],
    [60, 120, 22],
    [-40, 40, 14],
    [110, 60, 14],
  ].forEach(([dx, dy, r]) => {
    o += circle(
      ox + dx,
      oy + dy,
      r,
      'none',
      `stroke="${ink}" stroke-opacity="0.3" stroke-width="2.5"`,
    );
  });
  o += circle(ox + 100, oy - 110, 62, pink, 'opacity="0.14"');
  o += circle(ox + 100, oy - 110, 40, pink);
  o += mark(0, ox + 100, oy - 110, 38, '#ffffff', mintPale);
  o += `<path d="M${ox - 40} ${oy + 40}C${ox - 20} ${oy - 40} ${ox + 20} ${oy - 90} ${ox + 52} ${oy - 104}" fill="none" stroke="${pink}" stroke-width="3" stroke-dasharray="2 9" stroke-linecap="round"/>`;
  // brand platform pyramid (right half)
  const px = 760;
  const top = 300;
  const base = 690;
  const half = 190;
  const layers = [pink, pinkPale, mint, mintPale];
  const n = layers.length;
  for (let i = 0; i < n; i++) {
    const y0 = top + ((base - top) * i) / n + (i ? 6 : 0);
    const y1 = top + ((base - top) * (i + 1)) / n;
    const w0 = (half * (y0 - top)) / (base - top);
    const w1 = (half * (y1 - top)) / (base - top);
    o += `<path d="M${r1(px - w0)} ${r1(y0)}H${r1(px + w0)}L${r1(px + w1)} ${r1(y1)}H${r1(px - w1)}Z" fill="${layers[i]}" stroke="#ffffff" stroke-width="2" stroke-linejoin="round"/>`;
    if (i > 0)
      o += rect(
        px - 40 + i * 4,
        (y0 + y1) / 2 - 5,
        80 - i * 8 + i * 12,
        10,
        5,
        ink,
        `opacity="${i === 2 ? 0.55 : 0.35}"`,
      );
  }
  o += circle(px, top + 70, 12, '#ffffff');
  // stickies
  o += sticky(defs, 120, 222, 128, -6, mint, ink, rng);
  o += sticky(defs, 860, 226, 120, 5, pink, '#ffffff', rng);
  o += sticky(defs, 470, 620, 118, 4, pinkPale, ink, rng);
  o += sticky(defs, 560, 236, 112, -3, mintPale, ink, rng);
  // marker on the tray
  o += rect(bx + 40, by + bh + 6, bw - 80, 14, 7, '#dfe3ea');
  o += rect(380, by + bh - 6, 170, 24, 12, pink);
  o += rect(380, by + bh - 6, 60, 24, 12, '#2a2d40');
  o += rect(600, by + bh - 4, 130, 20, 10, mint);
  o += rect(700, by + bh - 4, 30, 20, 10, '#2a2d40');
  return svgDoc(NW, NH, defs, o);
}
/* ---------- banner 9: chatbot or AI agent (decision tree into a chat and a workflow) */

function newsDecision() {
  const defs = [];
  const purple = '#8b5cf6';
  const cyan = NEWS.cyan;
  let o = newsBackdrop(defs, NW, NH, {
    base: [
      [0, '#160d3a'],
      [1, '#07080f'],
    ],
    blobs: [
      [0.26, 0.6, 0.3, 0.24, purple, 0.42, 100],
      [0.76, 0.62, 0.3, 0.24, cyan, 0.26, 100],
      [0.5, 0.2, 0.26, 0.18, NEWS.violet, 0.4, 90],
    ],
    pattern: ['grid', 50, 0.06],
    ink: '#ffffff',
  });
  const rx = 550;
  const ry = 250;
  // branches
  const branch = (x2, y2, c) =>
    `<path d="M${rx} ${ry + 58}C${rx} ${ry + 120} ${x2} ${ry + 90} ${x2} ${y2}" fill="none" stroke="${c}" stroke-width="4" stroke-linecap="round"/>`;
  o += branch(290, 432, purple);
  o += branch(810, 432, cyan);
  o += `<path d="M${rx} ${ry + 58}V${ry + 150}" stroke="#ffffff" stroke-opacity="0.25" stroke-width="3" stroke-dasharray="2 8" stroke-linecap="round"/>`;
  o += circle(rx, ry + 156, 7, '#ffffff', 'opacity="0.3"');
  // branch labels
  [
    [400, 340, purple, 'chat'],
    [700, 340, cyan, 'gear'],
  ].forEach(([x, y, c, g]) => {
    o += shadow(defs, x - 50, y - 20, 100, 40, 20, { dy: 8, blur: 10, opacity: 0.5 });
    o += rect(
      x - 50,
      y - 20,
      100,
      40,
      20,
      NEWS.elevated,
      `stroke="${c}" stroke-opacity="0.6" stroke-width="1.5"`,
    );
    o += glyph(g, x - 24, y, 18, c, 2.5);
    o += rect(x - 8, y - 4, 42, 8, 4, '#ffffff', 'opacity="0.6"');
  });
  // root decision node
  o += glow(defs, rx, ry, 160, purple, 0.5);
  o += shadow(defs, rx - 58, ry - 58, 116, 116, 22, { dy: 18, blur: 18, opacity: 0.6 });
  o += `<rect x="${rx - 56}" y="${ry - 56}" width="112" height="112" rx="24" fill="${grad(defs, [
    [0, '#a78bfa'],
    [1, NEWS.violetStrong],
  ])}" transform="rotate(45 ${rx} ${ry})"/>`;
  o += `<rect x="${rx - 56}" y="${ry - 56}" width="112" height="112" rx="24" fill="none" stroke="#ffffff" stroke-opacity="0.4" stroke-width="2" transform="rotate(45 ${rx} ${ry})"/>`;
  o += `<path d="M${rx} ${ry + 26}V${ry}M${rx} ${ry}L${rx - 22} ${ry - 22}M${rx} ${ry}L${rx + 22} ${ry - 22}" fill="none" stroke="#ffffff" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>`;
  o += circle(rx - 24, ry - 24, 8, '#ffffff');
  o += circle(rx + 24, ry - 24, 8, cyan);
  // chat window (left leaf)
  const cx = 110;
  const cy = 432;
  const cw = 360;
  const ch = 340;
  o += glass(defs, cx, cy, cw, ch, 26, { tint: purple, op: 0.1 });
  o += circle(cx + 40, cy + 38, 16, purple);
  o += rect(cx + 66, cy + 28, 110, 9, 4.5, '#ffffff', 'opacity="0.75"');
  o += rect(cx + 66, cy + 44, 70, 7, 3.5, '#ffffff', 'opacity="0.3"');
  o += rect(cx, cy + 72, cw, 1, 0, '#ffffff', 'opacity="0.1"');
  const msg = (y, w, h, mine) => {
    const x = mine ? cx + cw - 24 - w : cx + 24;
    let m = rect(x, y, w, h, 16, mine ? purple : '#ffffff', mine ? '' : 'opacity="0.09"');
    m += bars(
      x + 16,
      y + 16,
      h > 50 ? [w * 0.7, w * 0.45] : [w * 0.6],
      8,
      10,
      '#ffffff',
      mine ? 0.95 : 0.6,
    );
    return m;
  };
  o += msg(cy + 92, 200, 40, false);
  o += msg(cy + 146, 180, 58, true);
  o += msg(cy + 218, 220, 40, false);
  o += rect(cx + 24, cy + ch - 58, cw - 48, 40, 20, '#ffffff', 'opacity="0.08"');
  o += circle(cx + cw - 44, cy + ch - 38, 13, purple);
  // workflow diagram (right leaf)
  const wx = 630;
  const wy = 432;
  const ww = 360;
  const wh = 340;
  o += glass(defs, wx, wy, ww, wh, 26, { tint: cyan, op: 0.08 });
  const nodes = [
    [wx + 64, wy + 96, 'doc', cyan],
    [wx + 180, wy + 70, 'db', NEWS.violetSoft],
    [wx + 180, wy + 190, 'search', cyan],
    [wx + 296, wy + 130, 'bolt', purple],
    [wx + 296, wy + 260, 'chart', cyan],
  ];
  const edges = [
    [0, 1],
    [0, 2],
    [1, 3],
    [2, 3],
    [2, 4],
  ];
  edges.forEach(([a, b]) => {
    const [x1, y1] = nodes[a];
    const [x2, y2] = nodes[b];
    const mx = (x1 + x2) / 2;
    o += `<path d="M${x1 + 30} ${y1}C${mx} ${y1} ${mx} ${y2} ${x2 - 30} ${y2}" fill="none" stroke="${cyan}" stroke-opacity="0.5" stroke-width="2.5"/>`;
    o += circle(x2 - 30, y2, 4, cyan);
  });
  nodes.forEach(([x, y, g, c]) => {
    o += rect(x - 28, y - 28, 56, 56, 16, NEWS.elevated);
    o += rect(x - 28, y - 28, 56, 56, 16, c, 'opacity="0.16"');
    o += rect(
      x - 27.25,
      y - 27.25,
      54.5,
      54.5,
      15.25,
      'none',
      `stroke="${c}" stroke-opacity="0.6" stroke-width="1.5"`,
    );
    o += glyph(g, x, y, 24, c, 2.5);
  });
  o += vignette(defs, NW, NH, '#03040a', 0.55);
  return svgDoc(NW, NH, defs, o);
}

/* ---------- banner 10: semantic search (search bar, ranked results, vector clusters) */

function newsSemanticSearch() {
  const defs = [];
  const rng = makeRng(0xba);
  const mint = NEWS.mint;
  const indigo = '#818cf8';
  let o = newsBackdrop(defs, NW, NH, {
    base: [
      [0, '#17145a'],
      [1, '#080916'],
    ],
    blobs: [
      [0.5, 0.4, 0.4, 0.3, NEWS.indigo, 0.5, 100],
      [0.82, 0.3, 0.22, 0.18, mint, 0.18, 90],
      [0.16, 0.78, 0.24, 0.18, NEWS.violet, 0.3, 90],
    ],
  });
  const gauss = () => {
    const u = Math.max(1e-6, rng.next());
    const v = rng.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  };
  // vector clusters
  const clusters = [
    [150, 300, 70, indigo, 34],
    [975, 470, 56, mint, 34],
    [130, 740, 80, NEWS.violetSoft, 36],
    [960, 740, 72, indigo, 32],
    [560, 880, 90, NEWS.violetSoft, 30],
    [560, 140, 80, indigo, 24],
  ];
  const hot = [];
  clusters.forEach(([x, y, sd, c, n], k) => {
    for (let i = 0; i < n; i++) {
      const px = x + gauss() * sd;
      const py = y + gauss() * sd * 0.8;
      const r = rng.range(2.5, 6);
      o += circle(px, py, r, c, `opacity="${r1(rng.range(0.45, 0.95) * 10) / 10}"`);
      if (k === 1 && i < 6) hot.push([px, py]);
    }
  });
  o += circle(
    975,
    470,
    118,
    'none',
    `stroke="${mint}" stroke-opacity="0.5" stroke-width="2" stroke-dasharray="4 8" stroke-linecap="round"`,
  );
  o += circle(
    150,
    300,
    140,
    'none',
    `stroke="${indigo}" stroke-opacity="0.25" stroke-width="2" stroke-dasharray="4 8" stroke-linecap="round"`,
  );
  // the query vector and its nearest neighbours
  const qx = 900;
  const qy = 330;
  o += `<path d="M812 280Q870 290 ${qx} ${qy}" fill="none" stroke="${mint}" stroke-opacity="0.6" stroke-width="2" stroke-dasharray="3 6"/>`;
  hot.forEach(([x, y]) => {
    o += `<path d="M${qx} ${qy}L${r1(x)} ${r1(y)}" stroke="${mint}" stroke-opacity="0.45" stroke-width="1.5"/>`;
  });
  o += glow(defs, qx, qy, 60, mint, 0.6);
  o += mark(9, qx, qy, 34, mint, mint);
  // search bar
  const sx = 230;
  const sy = 236;
  const sw = 600;
  o += glass(defs, sx, sy, sw, 76, 38, { op: 0.12, edge: 0.25 });
  o += glyph('search', sx + 44, sy + 38, 28, '#ffffff', 3.5);
  o += rect(sx + 80, sy + 33, 230, 11, 5.5, '#ffffff', 'opacity="0.85"');
  o += rect(sx + 318, sy + 26, 2.5, 26, 1, mint);
  o += rect(
    sx + sw - 64,
    sy + 14,
    48,
    48,
    24,
    grad(defs, [
      [0, mint],
      [1, '#19a974'],
    ]),
  );
  o += mark(9, sx + sw - 40, sy + 38, 22, NEWS.navy, NEWS.navy);
  // ranked results
  [0.94, 0.81, 0.66].forEach((score, i) => {
    const x = sx + 20 + i * 10;
    const y = sy + 110 + i * 124;
    const w = sw - 40 - i * 20;
    o += glass(defs, x, y, w, 104, 22, { op: 0.1 - i * 0.02, edge: 0.16 });
    o += circle(x + 42, y + 52, 20, i === 0 ? mint : '#ffffff', i === 0 ? '' : 'opacity="0.12"');
    for (let d = 0; d <= i; d++)
      o += circle(x + 42 + (d - i / 2) * 9, y + 52, 3, i === 0 ? NEWS.navy : '#ffffff');
    o += rect(x + 80, y + 28, 180 - i * 20, 11, 5.5, '#ffffff', 'opacity="0.85"');
    o += bars(x + 80, y + 52, [260 - i * 30, 200 - i * 20], 7, 9, '#ffffff', 0.3);
    o += rect(x + w - 130, y + 44, 100, 10, 5, '#ffffff', 'opacity="0.1"');
    o += rect(x + w - 130, y + 44, 100 * score, 10, 5, i === 0 ? mint : indigo);
  });
  o += vignette(defs, NW, NH, '#03040a', 0.5);
  return svgDoc(NW, NH, defs, o);
}
/* ---------- in-article illustrations (1200x675) */

const IW = 1200;
const IH = 675;

/** Inline 1: before/after network waterfalls; the hero image request moves to the start. */
function inlineWaterfall() {
  const defs = [];
  const ink = NEWS.text;
  let o = newsBackdrop(defs, IW, IH, {
    base: [
      [0, '#f6f5fb'],
      [1, '#efebfd'],
    ],
    blobs: [
      [0.1, 0.1, 0.22, 0.16, NEWS.violetSoft, 0.45, 80],
      [0.92, 0.9, 0.24, 0.16, '#b5f2d9', 0.5, 80],
    ],
    pattern: ['dots', 26, 0.1],
    ink,
  });
  const types = {
    html: NEWS.violetSoft,
    js: NEWS.violet,
    css: NEWS.sky,
    font: NEWS.amber,
    img: NEWS.warm,
  };
  // [type, start, length] on a 0..1 timeline; "img" is the hero image
  const before = [
    ['html', 0, 0.1],
    ['css', 0.1, 0.12],
    ['js', 0.11, 0.46],
    ['js', 0.13, 0.34],
    ['font', 0.58, 0.14],
    ['font', 0.6, 0.16],
    ['js', 0.57, 0.12],
    ['img', 0.74, 0.22],
  ];
  const after = [
    ['html', 0, 0.08],
    ['img', 0.02, 0.2],
    ['css', 0.08, 0.08],
    ['font', 0.09, 0.1],
    ['js', 0.1, 0.14],
    ['js', 0.12, 0.1],
    ['font', 0.1, 0.11],
    ['js', 0.3, 0.08],
  ];
  const panel = (x, rows, lcp, good) => {
    const y = 64;
    const w = 520;
    const h = 548;
    let p = card(defs, x, y, w, h, 26, '#ffffff', { lift: 0.16, dy: 22, blur: 26 });
    const c = good ? NEWS.green : NEWS.rose;
    p += rect(x + 28, y + 26, 130, 34, 17, c, 'opacity="0.12"');
    if (good) p += check(x + 50, y + 43, 16, c, 3.5);
    else {
      p += circle(x + 50, y + 43, 10, 'none', `stroke="${c}" stroke-width="2.5"`);
      p += `<path d="M${x + 50} ${y + 37}V${y + 43}H${x + 55}" fill="none" stroke="${c}" stroke-width="2.5" stroke-linecap="round"/>`;
    }
    p += rect(x + 70, y + 39, 70, 8, 4, c, 'opacity="0.8"');
    p += rect(x + w - 150, y + 36, 120, 12, 6, ink, 'opacity="0.12"');
    const gx = x + 140;
    const gw = w - 170;
    const gy = y + 96;
    const rh = 48;
    for (let i = 0; i <= 4; i++)
      p += `<path d="M${r1(gx + (gw * i) / 4)} ${gy - 10}V${gy + rows.length * rh}" stroke="${ink}" stroke-opacity="0.07" stroke-width="1.5"/>`;
    for (let i = 0; i <= 4; i++)
      p += rect(
        gx + (gw * i) / 4 - 12,
        gy + rows.length * rh + 12,
        24,
        7,
        3.5,
        ink,
        'opacity="0.2"',
      );
    rows.forEach(([t, s, l], i) => {
      const ry = gy + i * rh;
      if (t === 'img') p += rect(x + 14, ry - 6, w - 28, rh - 4, 12, NEWS.warm, 'opacity="0.09"');
      p += rect(x + 28, ry + 6, 22, 22, 6, types[t], t === 'img' ? '' : 'opacity="0.85"');
      if (t === 'img')
        p += `<path d="M${x + 32} ${ry + 24}L${x + 38} ${ry + 16}L${x + 42} ${ry + 21}L${x + 45} ${ry + 18}L${x + 48} ${ry + 24}Z" fill="#ffffff"/>`;
      p += rect(
        x + 60,
        ry + 13,
        t === 'img' ? 60 : 44 + ((i * 13) % 26),
        8,
        4,
        ink,
        `opacity="${t === 'img' ? 0.7 : 0.3}"`,
      );
      p += rect(
        gx + s * gw,
        ry + 8,
        Math.max(12, l * gw),
        18,
        9,
        types[t],
        t === 'img' ? '' : 'opacity="0.75"',
      );
    });
    const lx = gx + lcp * gw;
    p += `<path d="M${r1(lx)} ${gy - 16}V${gy + rows.length * rh + 2}" stroke="${c}" stroke-width="2.5" stroke-dasharray="5 5"/>`;
    p += rect(lx - 22, gy - 34, 44, 22, 11, c);
    p += rect(lx - 12, gy - 26, 24, 6, 3, '#ffffff');
    return p;
  };
  o += panel(50, before, 0.96, false);
  o += panel(630, after, 0.3, true);
  // the hero image request jumping to the front
  const fromX = 50 + 140 + 0.85 * 350;
  const fromY = 64 + 96 + 7 * 48 + 17;
  const toX = 630 + 140 + 0.02 * 350;
  const toY = 64 + 96 + 48 + 17;
  o += `<path d="M${r1(fromX)} ${r1(fromY + 16)}C${r1(fromX + 60)} ${r1(fromY + 110)} ${r1(toX - 120)} ${r1(toY + 200)} ${r1(toX - 18)} ${r1(toY + 14)}" fill="none" stroke="${NEWS.warm}" stroke-width="3" stroke-dasharray="2 8" stroke-linecap="round"/>`;
  o += `<path d="M${r1(toX - 30)} ${r1(toY + 24)}L${r1(toX - 16)} ${r1(toY + 12)}L${r1(toX - 12)} ${r1(toY + 30)}" fill="none" stroke="${NEWS.warm}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`;
  return svgDoc(IW, IH, defs, o);
}

/** Inline 2: a fragment of the Lumen design system (type scale, palette, component cards). */
function inlineDesignSystem() {
  const defs = [lumenGradDef('nlg2')];
  let o = newsBackdrop(defs, IW, IH, {
    base: [
      [0, '#10132a'],
      [1, NEWS.navy],
    ],
    blobs: [
      [0.85, 0.1, 0.3, 0.2, NEWS.violet, 0.45, 90],
      [0.1, 0.95, 0.24, 0.16, NEWS.warm, 0.2, 80],
    ],
    pattern: ['grid', 40, 0.05],
    ink: '#ffffff',
  });
  // type scale
  const tx = 56;
  const ty = 56;
  o += glass(defs, tx, ty, 420, 563, 26, { op: 0.06 });
  o += glyphA(tx + 36, ty + 150, 104, '#ffffff');
  o += glyphLowerA(tx + 140, ty + 150, 56, NEWS.violetSoft);
  o += circle(
    tx + 300,
    ty + 80,
    42,
    'none',
    `stroke="${NEWS.violetSoft}" stroke-opacity="0.5" stroke-width="1.5"`,
  );
  o += circle(tx + 300, ty + 80, 10, NEWS.warm);
  const scale = [34, 26, 20, 14, 10];
  let y = ty + 200;
  scale.forEach((h, i) => {
    o += rect(tx + 36, y, 4, h, 2, NEWS.violet);
    o += rect(
      tx + 56,
      y,
      [300, 260, 280, 240, 300][i],
      h,
      h / 2,
      '#ffffff',
      `opacity="${0.95 - i * 0.13}"`,
    );
    o += rect(tx + 366, y + h / 2 - 3, 24, 6, 3, '#ffffff', 'opacity="0.25"');
    y += h + 36;
  });
  // palette
  const px = 500;
  const py = 56;
  o += glass(defs, px, py, 644, 210, 26, { op: 0.06 });
  const swatches = [NEWS.navy, NEWS.elevated, NEWS.violet, NEWS.violetSoft, NEWS.warm, '#f6f5fb'];
  swatches.forEach((c, i) => {
    const x = px + 24 + i * 102;
    o += rect(x, py + 24, 90, 120, 16, c, i < 2 ? 'stroke="#ffffff" stroke-opacity="0.18"' : '');
    o += rect(x, py + 156, 60, 8, 4, '#ffffff', 'opacity="0.7"');
    o += rect(x, py + 174, 40, 6, 3, '#ffffff', 'opacity="0.3"');
    o += circle(x + 78, py + 166, 8, i === 1 ? NEWS.amber : NEWS.mint, 'opacity="0.9"');
  });
  // components
  const cx = 500;
  const cy = 290;
  o += glass(defs, cx, cy, 644, 329, 26, { op: 0.06 });
  o += rect(
    cx + 28,
    cy + 30,
    160,
    48,
    24,
    grad(
      defs,
      [
        [0, NEWS.violet],
        [1, '#8f74ff'],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  o += rect(cx + 70, cy + 50, 76, 8, 4, '#ffffff');
  o += rect(
    cx + 204,
    cy + 30,
    150,
    48,
    24,
    'none',
    'stroke="#ffffff" stroke-opacity="0.35" stroke-width="1.5"',
  );
  o += rect(cx + 244, cy + 50, 70, 8, 4, '#ffffff', 'opacity="0.8"');
  o += rect(cx + 28, cy + 100, 326, 52, 14, '#0b0d17', 'stroke="#b3a4ff" stroke-width="2"');
  o += rect(cx + 48, cy + 122, 120, 8, 4, '#ffffff', 'opacity="0.6"');
  [
    [NEWS.violet, 70],
    [NEWS.warm, 56],
    ['#ffffff', 64],
  ].forEach(([c, w], i) => {
    const x = cx + 28 + [0, 110, 200][i];
    o += rect(x, cy + 176, w + 28, 30, 15, c, 'opacity="0.16"');
    o += rect(x + 14, cy + 187, w, 8, 4, c, 'opacity="0.9"');
  });
  o += rect(cx + 28, cy + 232, 64, 34, 17, NEWS.violet);
  o += circle(cx + 75, cy + 249, 13, '#ffffff');
  o += rect(cx + 104, cy + 232, 64, 34, 17, '#ffffff', 'opacity="0.14"');
  o += circle(cx + 121, cy + 249, 13, '#ffffff', 'opacity="0.7"');
  // article card component
  const ax = cx + 384;
  const ay = cy + 30;
  o += rect(ax, ay, 232, 270, 20, NEWS.raised, 'stroke="#ffffff" stroke-opacity="0.12"');
  const ac = uid('nc');
  defs.push(
    `<clipPath id="${ac}"><rect x="${ax}" y="${ay}" width="232" height="130" rx="20"/></clipPath>`,
  );
  o += `<g clip-path="url(#${ac})">${rect(
    ax,
    ay,
    232,
    150,
    0,
    grad(defs, [
      [0, NEWS.violet],
      [1, NEWS.warm],
    ]),
  )}${circle(ax + 180, ay + 30, 60, '#ffffff', 'opacity="0.14"')}</g>`;
  o += `<g transform="translate(${ax + 92} ${ay + 41}) scale(0.75)">${lumenMarkInner({ gradId: 'nlg2' })}</g>`;
  o += rect(ax + 20, ay + 152, 150, 12, 6, '#ffffff', 'opacity="0.9"');
  o += rect(ax + 20, ay + 174, 110, 12, 6, '#ffffff', 'opacity="0.9"');
  o += bars(ax + 20, ay + 202, [180, 140], 7, 9, '#ffffff', 0.3);
  o += rect(ax + 20, ay + 236, 60, 20, 10, NEWS.violet, 'opacity="0.25"');
  o += rect(ax + 88, ay + 236, 50, 20, 10, NEWS.warm, 'opacity="0.25"');
  return svgDoc(IW, IH, defs, o);
}

/** Inline 3: login form with a focus ring, a 24px tap-target grid and a 4.6:1 contrast label. */
function inlineLoginA11y() {
  const defs = [];
  const ink = NEWS.text;
  const blue = NEWS.blue;
  let o = newsBackdrop(defs, IW, IH, {
    base: [
      [0, '#eef3ff'],
      [1, '#f7f4ff'],
    ],
    blobs: [
      [0.15, 0.2, 0.24, 0.18, '#b9cdff', 0.55, 80],
      [0.85, 0.85, 0.24, 0.18, '#ffe7a3', 0.45, 80],
    ],
    pattern: ['dots', 26, 0.1],
    ink: blue,
  });
  // login form
  const fx = 110;
  const fy = 60;
  const fw = 430;
  const fh = 556;
  // zoom guides from the checkbox to the magnifier (drawn first, so the form card hides their start)
  const ry = fy + 396;
  const mx = 780;
  const my = 250;
  const mr = 170;
  o += `<path d="M${fx + 48} ${ry + 12}L${mx - mr * 0.94} ${my + 50}M${fx + 48} ${ry + 12}L${mx - mr * 0.5} ${my + mr * 0.86}" stroke="${blue}" stroke-opacity="0.3" stroke-width="2"/>`;
  o += card(defs, fx, fy, fw, fh, 28, '#ffffff', { lift: 0.2, dy: 26, blur: 30 });
  o += rect(fx + 36, fy + 38, 48, 48, 14, NEWS.navy);
  o += mark(0, fx + 60, fy + 62, 26, NEWS.violetSoft, NEWS.warm);
  o += rect(fx + 36, fy + 112, 200, 16, 8, ink, 'opacity="0.85"');
  o += rect(fx + 36, fy + 138, 150, 9, 4.5, ink, 'opacity="0.3"');
  const field = (y, focused, eye) => {
    let f = rect(fx + 36, y, 80, 9, 4.5, ink, 'opacity="0.55"');
    if (focused)
      f += rect(fx + 27, y + 13, fw - 54, 74, 20, 'none', `stroke="${blue}" stroke-width="4"`);
    f += rect(
      fx + 36,
      y + 22,
      fw - 72,
      56,
      14,
      '#ffffff',
      `stroke="${focused ? blue : ink}" stroke-opacity="${focused ? 1 : 0.22}" stroke-width="2"`,
    );
    if (focused) {
      for (let i = 0; i < 8; i++) f += circle(fx + 60 + i * 18, y + 50, 5, ink, 'opacity="0.7"');
      f += rect(fx + 206, y + 37, 2.5, 26, 1, blue);
    } else f += rect(fx + 56, y + 46, 150, 9, 4.5, ink, 'opacity="0.6"');
    if (eye)
      f +=
        `<path d="M${fx + fw - 84} ${y + 50}Q${fx + fw - 68} ${y + 34} ${fx + fw - 52} ${y + 50}Q${fx + fw - 68} ${y + 66} ${fx + fw - 84} ${y + 50}Z" fill="none" stroke="${ink}" stroke-opacity="0.5" stroke-width="2"/>` +
        circle(fx + fw - 68, y + 50, 4, ink, 'opacity="0.5"');
    return f;
  };
  o += field(fy + 176, false, false);
  o += field(fy + 282, true, true);
  // remember me + forgot link (the tap targets)
  o += rect(
    fx + 36,
    ry,
    24,
    24,
    6,
    '#ffffff',
    `stroke="${ink}" stroke-opacity="0.4" stroke-width="2"`,
  );
  o += rect(fx + 72, ry + 8, 100, 8, 4, ink, 'opacity="0.45"');
  o += rect(fx + fw - 156, ry + 8, 120, 8, 4, blue, 'opacity="0.8"');
  o += rect(fx + 36, fy + 450, fw - 72, 52, 26, blue);
  o += rect(fx + fw / 2 - 40, fy + 472, 80, 8, 4, '#ffffff');
  o += rect(fx + 36, fy + 520, fw - 72, 1.5, 0, ink, 'opacity="0.08"');
  // magnifier over the checkbox with a 24px grid
  const z = 3;
  o += circle(
    fx + 48,
    ry + 12,
    24,
    'none',
    `stroke="${blue}" stroke-width="2" stroke-dasharray="4 4"`,
  );
  o += shadow(defs, mx - mr, my - mr, 2 * mr, 2 * mr, mr, {
    dy: 24,
    blur: 26,
    opacity: 0.22,
    color: '#2a2360',
  });
  const lc = uid('nc');
  defs.push(`<clipPath id="${lc}"><circle cx="${mx}" cy="${my}" r="${mr}"/></clipPath>`);
  let lens = rect(mx - mr, my - mr, 2 * mr, 2 * mr, 0, '#ffffff');
  let gl = '';
  for (let k = -4; k <= 4; k++)
    gl += `M${mx + k * 24 * z} ${my - mr}V${my + mr}M${mx - mr} ${my + (k - 0.5) * 24 * z}H${mx + mr}`;
  lens += `<path d="${gl}" stroke="${blue}" stroke-opacity="0.18" stroke-width="1.5"/>`;
  // checkbox at 3x, centred on a 24px cell, with its 24px target outlined
  const bxs = mx - 24 * z;
  const bys = my - 12 * z;
  lens += rect(
    bxs,
    bys,
    24 * z,
    24 * z,
    6 * z,
    '#ffffff',
    `stroke="${ink}" stroke-opacity="0.4" stroke-width="${2 * z}"`,
  );
  lens += rect(
    bxs - 12,
    bys - 12,
    24 * z + 24,
    24 * z + 24,
    10,
    'none',
    `stroke="${NEWS.green}" stroke-width="3" stroke-dasharray="8 6"`,
  );
  lens += rect(bxs + 24 * z + 36, bys + 12 * z - 12, 180, 24, 12, ink, 'opacity="0.4"');
  lens += `<path d="M${bxs - 12} ${bys + 24 * z + 36}H${bxs + 24 * z + 12}M${bxs - 12} ${bys + 24 * z + 28}V${bys + 24 * z + 44}M${bxs + 24 * z + 12} ${bys + 24 * z + 28}V${bys + 24 * z + 44}" stroke="${NEWS.green}" stroke-width="3"/>`;
  o += `<g clip-path="url(#${lc})">${lens}</g>`;
  o += circle(mx, my, mr, 'none', `stroke="${blue}" stroke-width="6"`);
  // contrast ratio label
  const cx = 640;
  const cy = 470;
  o += card(defs, cx, cy, 470, 130, 26, '#ffffff', { lift: 0.18 });
  o += circle(cx + 62, cy + 65, 36, NEWS.deepBlue);
  o += circle(cx + 112, cy + 65, 36, '#eef3ff', `stroke="${ink}" stroke-opacity="0.08"`);
  o += glyphA(cx + 48, cy + 78, 28, '#ffffff');
  o += glyphA(cx + 98, cy + 78, 28, NEWS.deepBlue);
  const [fig] = figures('4.6:1', cx + 178, cy + 88, 46, ink, 6);
  o += fig;
  o += rect(cx + 350, cy + 44, 92, 42, 21, NEWS.green, 'opacity="0.14"');
  o += check(cx + 374, cy + 65, 18, NEWS.green, 4);
  o += rect(cx + 394, cy + 61, 34, 8, 4, NEWS.green);
  return svgDoc(IW, IH, defs, o);
}
/** Article banners, in the order of lib/articles/seed/sample-articles.json. */
const NEWS_BANNERS = [
  newsPerformance, // 1 Core Web Vitals after the App Router migration
  newsAgents, // 2 lessons from AI agent deployments
  newsLumenSite, // 3 the new Lumen website
  newsDesignTokens, // 4 design tokens across web and mobile
  newsTrademark, // 5 international trademark registration
  newsAccessibility, // 6 accessible interfaces and WCAG 2.2
  newsRebrand, // 7 a twelve-week B2B SaaS rebrand
  newsBrandPlatform, // 8 brand platform strategy sessions
  newsDecision, // 9 chatbot or AI agent
  newsSemanticSearch, // 10 semantic search on a documentation portal
];

/** In-article illustrations: inline-1 (article 1), inline-2 (article 3), inline-3 (article 6). */
const NEWS_INLINE = [inlineWaterfall, inlineDesignSystem, inlineLoginA11y];

/* ------------------------------------------------------------------ render */

const toWebp = (svg, quality, file) =>
  sharp(Buffer.from(svg)).webp({ quality, effort: 6, smartSubsample: true }).toFile(file);

async function main() {
  const img = join(ROOT, 'public', 'images');
  await mkdir(join(img, 'projects'), { recursive: true });
  await mkdir(join(img, 'reviews'), { recursive: true });
  await mkdir(join(ROOT, 'app'), { recursive: true });

  for (let i = 0; i < PROJECTS.length; i++) {
    await toWebp(projectSvg(i), 70, join(img, 'projects', `p${i + 1}.webp`));
  }
  for (let i = 0; i < AVATARS.length; i++) {
    await toWebp(avatarSvg(i), 72, join(img, 'reviews', `r${i + 1}.webp`));
  }
  await toWebp(bannerSvg(), 72, join(img, 'default-banner.webp'));

  await writeFile(join(ROOT, 'app', 'icon.svg'), iconSvg() + '\n');
  await sharp(Buffer.from(appleIconSvg()))
    .png({ compressionLevel: 9, palette: false })
    .toFile(join(ROOT, 'app', 'apple-icon.png'));
  await sharp(Buffer.from(ogSvg()))
    .png({ compressionLevel: 9, adaptiveFiltering: true })
    .toFile(join(ROOT, 'app', 'opengraph-image.png'));

  // Newsroom seed images. Rendered last so the ids drawn above (shared uid counter) never shift.
  const seed = join(ROOT, 'lib', 'articles', 'seed', 'images');
  await mkdir(seed, { recursive: true });
  for (let i = 0; i < NEWS_BANNERS.length; i++) {
    await toWebp(NEWS_BANNERS[i](), 72, join(seed, `banner-${i + 1}.webp`));
  }
  for (let i = 0; i < NEWS_INLINE.length; i++) {
    await toWebp(NEWS_INLINE[i](), 72, join(seed, `inline-${i + 1}.webp`));
  }

  console.log(`Artwork written to ${ROOT}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
