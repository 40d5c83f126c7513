/**
 * Annual Conference images: the hero poster (desktop and mobile crops), committee banners, chairperson
 * portraits, the co-sponsor logo and 2023 event photos. (The payment QR code is drawn by the registration
 * screen from the event's UPI ID.)
 */
import { fromSvg, hash, portrait, poster } from './lib';

const navyGradient = `<radialGradient id="bg" cx="78%" cy="42%" r="85%"><stop offset="0" stop-color="#1e3570"/><stop offset="0.55" stop-color="#0f1c40"/><stop offset="1" stop-color="#060d1f"/></radialGradient>
<linearGradient id="gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ecd3a0"/><stop offset="0.5" stop-color="#c9984e"/><stop offset="1" stop-color="#a97a34"/></linearGradient>`;

// Lines use a solid stroke: an objectBoundingBox gradient on a zero-height line renders nothing.
/** A globe of meridians and parallels with orbiting arcs; the text sits over the darker side in HTML. */
function heroSvg(
  width: number,
  height: number,
  globe: { x: number; y: number; r: number },
  shade: 'left' | 'bottom',
): string {
  const { x: globeX, y: cy, r } = globe;
  const meridians = [0.25, 0.55, 0.82]
    .map((k) => `<ellipse cx="${globeX}" cy="${cy}" rx="${r * k}" ry="${r}"/>`)
    .join('');
  const parallels = [-0.6, -0.3, 0, 0.3, 0.6]
    .map((k) => {
      const y = cy + r * k;
      const half = r * Math.sqrt(1 - k * k);
      return `<line x1="${globeX - half}" y1="${y}" x2="${globeX + half}" y2="${y}" stroke="#c9984e"/>`;
    })
    .join('');
  const orbits = Array.from({ length: 7 }, (_, i) => {
    const rr = r * (1.35 + i * 0.42);
    return `<circle cx="${globeX}" cy="${cy}" r="${rr}" fill="none" stroke="#c9984e" stroke-opacity="${(0.3 - i * 0.036).toFixed(3)}" stroke-width="${1.5 + i * 0.4}"/>`;
  }).join('');
  const stars = Array.from({ length: 70 }, (_, i) => {
    const h = hash(`star${i}`);
    const x = (h % 1000) / 1000;
    const y = ((h >> 10) % 1000) / 1000;
    const o = 0.15 + ((h >> 20) % 50) / 100;
    return `<circle cx="${(x * width).toFixed(1)}" cy="${(y * height).toFixed(1)}" r="${1 + (h % 3) * 0.6}" fill="#e3c48f" fill-opacity="${o.toFixed(2)}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>${navyGradient}
    <linearGradient id="shade" ${shade === 'left' ? 'x1="0" y1="0" x2="1" y2="0"' : 'x1="0" y1="1" x2="0" y2="0"'}><stop offset="0" stop-color="#060d1f" stop-opacity="0.85"/><stop offset="0.6" stop-color="#060d1f" stop-opacity="0.1"/><stop offset="1" stop-color="#060d1f" stop-opacity="0"/></linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  ${stars}${orbits}
  <circle cx="${globeX}" cy="${cy}" r="${r}" fill="#c9984e" fill-opacity="0.08"/>
  <g fill="none" stroke="url(#gold)" stroke-width="${Math.max(3, r * 0.018)}" stroke-opacity="0.9">
    <circle cx="${globeX}" cy="${cy}" r="${r}"/>${meridians}${parallels}
    <line x1="${globeX}" y1="${cy - r}" x2="${globeX}" y2="${cy + r}" stroke="#c9984e"/>
  </g>
  <rect width="${width}" height="${height}" fill="url(#shade)"/>
</svg>`;
}

function sponsorLogoSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="200" viewBox="0 0 480 200">
  <defs>${navyGradient}</defs>
  <rect width="480" height="200" rx="24" fill="#ffffff"/>
  <g transform="translate(100 100)">
    <circle r="62" fill="url(#bg)"/>
    <path d="M-40 18 C -18 -30, 18 -30, 40 18" fill="none" stroke="url(#gold)" stroke-width="9" stroke-linecap="round"/>
    <path d="M-28 34 C -10 4, 10 4, 28 34" fill="none" stroke="#e7ebf5" stroke-width="7" stroke-linecap="round"/>
  </g>
  <text x="182" y="92" font-family="DejaVu Serif, serif" font-weight="bold" font-size="38" fill="#0b1530">Barak Valley</text>
  <text x="184" y="134" font-family="DejaVu Sans, sans-serif" font-size="24" letter-spacing="6" fill="#8a6424">VENTURES</text>
</svg>`;
}

export const committeeBanners = [
  { code: 'unhrc', title: 'UNHRC', subtitle: 'United Nations Human Rights Council' },
  { code: 'ib', title: 'IB', subtitle: 'Indian Bureaucracy' },
  { code: 'mahabharat', title: 'Hastinapur', subtitle: 'Special Council' },
  { code: 'ipc', title: 'IPC', subtitle: 'International Press Corps' },
] as const;

export const chairpersons = [
  { file: 'chair-hastinapur', name: 'Aditi Bhattacharjee' },
  { file: 'chair-unhrc', name: 'Arnav Choudhury' },
  { file: 'chair-ipc', name: 'Meghna Sinha' },
  { file: 'chair-ib', name: 'Rahul Deb' },
] as const;

export const photos2023 = [
  { file: '2023-opening', title: 'Opening', subtitle: 'Opening Ceremony, 2023' },
  { file: '2023-unhrc', title: 'UNHRC', subtitle: 'Committee in session, 2023' },
  { file: '2023-crisis', title: 'Crisis', subtitle: 'Crisis update, 2023' },
  { file: '2023-press', title: 'Press', subtitle: 'Press corps at work, 2023' },
  { file: '2023-lobbying', title: 'Caucus', subtitle: 'Unmoderated caucus, 2023' },
  { file: '2023-socials', title: 'Culture', subtitle: 'Cultural night, 2023' },
  { file: '2023-awards', title: 'Awards', subtitle: 'Valedictory, 2023' },
  { file: '2023-secretariat', title: 'Team', subtitle: 'The secretariat, 2023' },
] as const;

export async function generate(): Promise<void> {
  await fromSvg(
    heroSvg(1920, 820, { x: 1420, y: 394, r: 295 }, 'left'),
    'conference/hero-1920.webp',
    'webp',
    72,
  );
  await fromSvg(
    heroSvg(800, 1000, { x: 680, y: 170, r: 175 }, 'bottom'),
    'conference/hero-800.webp',
    'webp',
    70,
  );
  for (const b of committeeBanners) {
    await poster(b.title, `conference/banner-${b.code}.webp`, 960, 480, { subtitle: b.subtitle });
  }
  for (const c of chairpersons) await portrait(c.name, `conference/${c.file}.webp`, 560);
  for (const p of photos2023) {
    await poster(p.title, `conference/${p.file}.webp`, 800, 560, { subtitle: p.subtitle });
  }
  await fromSvg(sponsorLogoSvg(), 'conference/cosponsor.webp', 'webp', 85);
}
