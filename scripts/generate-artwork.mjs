#!/usr/bin/env node
/**
 * Generates the site's static artwork (project showcases, review avatars, placeholder banner,
 * favicon, Apple touch icon and Open Graph card) from hand-built SVG rendered with sharp.
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

  console.log(`Artwork written to ${ROOT}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
