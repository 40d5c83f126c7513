/**
 * Gallery photos: an abstract conference scene (hall, dais, flags, delegates with placards, lights)
 * for every photo of the seeded album, at each width the seed lists (the strip's and the viewer's).
 */
import { readFileSync } from 'node:fs';
import { fromSvg, hash } from './lib';

const W = 1600;
const H = 1067;

type Scene = 'ceremony' | 'committee' | 'party' | 'group';

export interface SceneDirection {
  scene: Scene;
  /** The word on the banner behind the dais. */
  banner: string;
  /** Top and bottom colours of the hall. */
  tint: [string, string];
}

/** Art direction per photo number. */
const direction: Record<number, SceneDirection> = {
  1: { scene: 'ceremony', banner: 'NITSMUN 2023', tint: ['#1b2f63', '#3a2a1e'] },
  2: { scene: 'committee', banner: 'UNHRC', tint: ['#16325a', '#0b1530'] },
  3: { scene: 'committee', banner: 'HASTINAPUR', tint: ['#3a2216', '#1a0f12'] },
  4: { scene: 'committee', banner: 'PRESS CORPS', tint: ['#1d3b4f', '#0b1a24'] },
  5: { scene: 'committee', banner: 'LOBBY', tint: ['#2a2350', '#120f26'] },
  6: { scene: 'committee', banner: 'IB', tint: ['#23324f', '#0b1530'] },
  7: { scene: 'party', banner: 'CULTURAL NIGHT', tint: ['#2f1f3f', '#0a0614'] },
  8: { scene: 'ceremony', banner: 'VALEDICTORY', tint: ['#3a2a1e', '#12214a'] },
  9: { scene: 'group', banner: 'TEAM NITSMUN', tint: ['#1b2f63', '#0b1530'] },
};

/** A small seeded generator, so the same photo always looks the same. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const skin = ['#6b4a3a', '#7d5640', '#5a3d2f', '#8a6248', '#4b3328'];
const clothes = ['#0e1a38', '#1f2a44', '#2b1d1d', '#17243f', '#3b3f4a', '#4a2f24', '#111827'];
const flagStripes = [
  ['#ff9933', '#ffffff', '#138808'],
  ['#002395', '#ffffff', '#ed2939'],
  ['#000000', '#dd0000', '#ffce00'],
  ['#009246', '#ffffff', '#ce2b37'],
  ['#0055a4', '#ffffff', '#ef4135'],
  ['#d52b1e', '#ffffff', '#d52b1e'],
  ['#00247d', '#cf142b', '#ffffff'],
];

function person(x: number, y: number, s: number, rnd: () => number, opts: { blur?: boolean } = {}) {
  const body = clothes[Math.floor(rnd() * clothes.length)]!;
  const face = skin[Math.floor(rnd() * skin.length)]!;
  const filter = opts.blur ? ' filter="url(#soft)"' : '';
  return `<g${filter}>
    <path d="M${x - s * 0.62} ${y + s * 0.9} C ${x - s * 0.6} ${y - s * 0.05}, ${x - s * 0.35} ${y - s * 0.28}, ${x} ${y - s * 0.3} C ${x + s * 0.35} ${y - s * 0.28}, ${x + s * 0.6} ${y - s * 0.05}, ${x + s * 0.62} ${y + s * 0.9} Z" fill="${body}"/>
    <ellipse cx="${x}" cy="${y - s * 0.62}" rx="${s * 0.24}" ry="${s * 0.29}" fill="${face}"/>
    <path d="M${x - s * 0.25} ${y - s * 0.66} C ${x - s * 0.24} ${y - s * 0.98}, ${x + s * 0.24} ${y - s * 0.98}, ${x + s * 0.25} ${y - s * 0.66} C ${x + s * 0.1} ${y - s * 0.8}, ${x - s * 0.1} ${y - s * 0.8}, ${x - s * 0.25} ${y - s * 0.66} Z" fill="#14100e"/>
  </g>`;
}

/** A delegate seen from behind (the camera is in the audience). */
function backOfHead(x: number, y: number, s: number, rnd: () => number) {
  const body = clothes[Math.floor(rnd() * clothes.length)]!;
  return `<g filter="url(#soft)">
    <path d="M${x - s * 0.7} ${y + s} C ${x - s * 0.68} ${y}, ${x - s * 0.4} ${y - s * 0.25}, ${x} ${y - s * 0.27} C ${x + s * 0.4} ${y - s * 0.25}, ${x + s * 0.68} ${y}, ${x + s * 0.7} ${y + s} Z" fill="${body}"/>
    <ellipse cx="${x}" cy="${y - s * 0.6}" rx="${s * 0.27}" ry="${s * 0.32}" fill="#120d0b"/>
  </g>`;
}

function placard(x: number, y: number, s: number, rnd: () => number) {
  const tilt = (rnd() - 0.5) * 14;
  return `<g transform="rotate(${tilt.toFixed(1)} ${x} ${y})">
    <rect x="${x - s * 0.04}" y="${y}" width="${s * 0.08}" height="${s * 0.9}" fill="#d9cbb0"/>
    <rect x="${x - s * 0.5}" y="${y - s * 0.34}" width="${s}" height="${s * 0.42}" rx="${s * 0.04}" fill="#f7f3ea"/>
    <rect x="${x - s * 0.34}" y="${y - s * 0.2}" width="${s * 0.68}" height="${s * 0.1}" rx="${s * 0.03}" fill="#1b2f63" fill-opacity="0.85"/>
  </g>`;
}

function flags(y: number, count: number, rnd: () => number) {
  const gap = W / (count + 1);
  return Array.from({ length: count }, (_, i) => {
    const x = gap * (i + 1) + (rnd() - 0.5) * 20;
    const stripes = flagStripes[Math.floor(rnd() * flagStripes.length)]!;
    const fw = 70;
    const fh = 48;
    const bands = stripes
      .map(
        (c, j) =>
          `<rect x="${x + 4}" y="${y + (fh / 3) * j}" width="${fw}" height="${fh / 3 + 0.5}" fill="${c}"/>`,
      )
      .join('');
    return `<g opacity="0.9"><rect x="${x}" y="${y - 10}" width="5" height="260" fill="#b9a27a"/>${bands}</g>`;
  }).join('');
}

function banner(text: string, y: number) {
  const width = Math.max(420, text.length * 46 + 160);
  const x = (W - width) / 2;
  return `<g>
    <rect x="${x}" y="${y}" width="${width}" height="130" rx="8" fill="#0b1530" stroke="#c9984e" stroke-width="5"/>
    <text x="${W / 2}" y="${y + 84}" text-anchor="middle" font-family="DejaVu Serif, serif" font-weight="bold" font-size="60" letter-spacing="6" fill="#c9984e">${text}</text>
  </g>`;
}

function hall(tint: [string, string], rnd: () => number) {
  const lights = Array.from({ length: 5 }, (_, i) => {
    const cx = (W / 5) * i + W / 10 + (rnd() - 0.5) * 80;
    return `<ellipse cx="${cx}" cy="40" rx="220" ry="170" fill="url(#spot)"/>`;
  }).join('');
  return `<rect width="${W}" height="${H}" fill="url(#wall)"/>
    ${lights}
    <rect y="${H * 0.55}" width="${W}" height="${H * 0.45}" fill="${tint[1]}" fill-opacity="0.85"/>`;
}

function dais(rnd: () => number) {
  const people = [W / 2 - 260, W / 2, W / 2 + 260]
    .map((x) => person(x, 520, 150, rnd, { blur: true }))
    .join('');
  return `${people}
    <rect x="${W / 2 - 480}" y="520" width="960" height="120" rx="6" fill="#0b1530"/>
    <rect x="${W / 2 - 480}" y="520" width="960" height="14" fill="#c9984e"/>
    <g fill="#f7f3ea" opacity="0.9">${[-260, 0, 260].map((dx) => `<rect x="${W / 2 + dx - 60}" y="548" width="120" height="34" rx="4"/>`).join('')}</g>`;
}

/** An abstract conference photograph as SVG (1600 x 1067, resize with `sized`). */
export function conferenceScene(art: SceneDirection, seed: string): string {
  const rnd = random(hash(seed));
  const parts: string[] = [hall(art.tint, rnd)];

  if (art.scene === 'committee') {
    parts.push(banner(art.banner, 90), flags(300, 8, rnd), dais(rnd));
    // Two rows of delegates seen from behind, some with placards raised.
    for (const [row, y, s] of [
      [0, 820, 190],
      [1, 1010, 250],
    ] as const) {
      const n = row === 0 ? 7 : 5;
      for (let i = 0; i < n; i++) {
        const x = ((i + 0.5) / n) * W + (rnd() - 0.5) * 60 + (row === 0 ? 0 : 60);
        if (rnd() < 0.55) parts.push(placard(x + s * 0.35, y - s * 1.35, s * 0.75, rnd));
        parts.push(backOfHead(x, y, s, rnd));
      }
    }
  } else if (art.scene === 'ceremony') {
    parts.push(banner(art.banner, 110));
    parts.push(`<ellipse cx="${W / 2}" cy="560" rx="420" ry="300" fill="url(#spot)"/>`);
    parts.push(person(W / 2 - 170, 640, 190, rnd));
    parts.push(
      `<rect x="${W / 2 + 40}" y="520" width="170" height="260" rx="10" fill="#3a2a1e"/><rect x="${W / 2 + 40}" y="520" width="170" height="18" fill="#c9984e"/>`,
    );
    parts.push(`<rect x="${W / 2 - 520}" y="700" width="1040" height="40" fill="#1a1410"/>`);
    for (let i = 0; i < 9; i++)
      parts.push(backOfHead(((i + 0.5) / 9) * W + (rnd() - 0.5) * 40, 930, 200, rnd));
    for (let i = 0; i < 6; i++) parts.push(backOfHead(((i + 0.5) / 6) * W + 70, 1080, 260, rnd));
  } else if (art.scene === 'party') {
    const bokeh = Array.from({ length: 40 }, () => {
      const colour = ['#c9984e', '#e3c48f', '#7c5cff', '#ff5c8a', '#4cc9f0'][Math.floor(rnd() * 5)]!;
      return `<circle cx="${rnd() * W}" cy="${rnd() * H * 0.6}" r="${20 + rnd() * 60}" fill="${colour}" fill-opacity="${0.12 + rnd() * 0.25}" filter="url(#soft)"/>`;
    }).join('');
    parts.push(bokeh, banner(art.banner, 90));
    for (let i = 0; i < 8; i++) {
      const x = ((i + 0.5) / 8) * W + (rnd() - 0.5) * 80;
      parts.push(
        `<g transform="rotate(${((rnd() - 0.5) * 16).toFixed(1)} ${x} 900)">${person(x, 880, 230 + rnd() * 40, rnd)}</g>`,
      );
    }
  } else {
    parts.push(banner(art.banner, 100));
    // Steps of an auditorium with the secretariat in three rows.
    parts.push(
      `<rect y="760" width="${W}" height="80" fill="#2a2f3d"/><rect y="840" width="${W}" height="90" fill="#323847"/><rect y="930" width="${W}" height="140" fill="#3b4252"/>`,
    );
    for (const [y, n, s] of [
      [700, 9, 150],
      [820, 8, 170],
      [960, 7, 190],
    ] as const) {
      for (let i = 0; i < n; i++) parts.push(person(((i + 0.5) / n) * W + (rnd() - 0.5) * 30, y, s, rnd));
    }
  }

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${art.tint[0]}"/><stop offset="1" stop-color="${art.tint[1]}"/></linearGradient>
    <radialGradient id="spot"><stop offset="0" stop-color="#ffe7b8" stop-opacity="0.35"/><stop offset="1" stop-color="#ffe7b8" stop-opacity="0"/></radialGradient>
    <radialGradient id="vignette" cx="50%" cy="45%" r="75%"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/></radialGradient>
    <filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="2.5"/></filter>
  </defs>
  ${parts.join('\n')}
  <rect width="${W}" height="${H}" fill="url(#vignette)"/>
</svg>`;
}

export function sized(svg: string, width: number, height: number): string {
  return svg.replace(`width="${W}" height="${H}"`, `width="${width}" height="${height}"`);
}

export async function generate() {
  // The seeded album (tests/fixtures/gallery-seed.json, the values of the seed migration): its files live in
  // public/gallery/, where the seed points.
  const album = JSON.parse(
    readFileSync(new URL('../../tests/fixtures/gallery-seed.json', import.meta.url), 'utf8'),
  ) as { photos: { caption: string; image: { variants: { url: string; width: number }[] } }[] };
  await Promise.all(
    album.photos.flatMap(({ caption, image }, i) => {
      const id = i + 1;
      const art = direction[id] ?? {
        scene: 'committee',
        banner: caption.toUpperCase(),
        tint: ['#1b2f63', '#0b1530'],
      };
      const svg = conferenceScene(art, `${id}:${caption}`);
      return image.variants.map(({ url, width }) => {
        const height = Math.round((width * H) / W);
        return fromSvg(sized(svg, width, height), `../../public${url}`, 'webp', width < 1000 ? 74 : 72);
      });
    }),
  );
}
