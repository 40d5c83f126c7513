/** Home page images (written to public/pages/, where the seed of the pages points): letter portraits, delegate review photos, collaboration slides and achievements. */
import seed from '../../tests/fixtures/site-pages-seed.json';
import { fromSvg, hash, portrait } from './lib';

export const letterPeople = [
  // The seeded letters' portraits live in public/team/letters/ (served as they are).
  { name: 'Sanghamitra Dutta', file: '../../public/team/letters/faculty-advisor.webp' },
  { name: 'Aniruddha Baruah', file: '../../public/team/letters/secretary-general.webp' },
];

/** The reviewers of the seeded home page (tests/fixtures/site-pages-seed.json), whose photos go where it points. */
export const reviewers = seed.home.reviews.items.map((item) => ({
  name: item.name,
  file: `../../public${item.img.src}`,
}));

export const slides = [
  {
    title: 'Online MUN',
    subtitle: 'NITSMUN × NIT Agartala · 6-7 January 2024',
    file: '../../public/pages/home/collab-online-mun.webp',
  },
  {
    title: 'Best Delegate',
    subtitle: 'IIT Guwahati MUN 2023',
    file: '../../public/pages/home/achievement-best-delegate.webp',
  },
  {
    title: 'High Commendation',
    subtitle: 'NIT Rourkela MUN 2023',
    file: '../../public/pages/home/achievement-high-commendation.webp',
  },
  {
    title: 'Outstanding Diplomat',
    subtitle: 'Shillong MUN 2023',
    file: '../../public/pages/home/achievement-outstanding-diplomat.webp',
  },
  {
    title: 'Special Mention',
    subtitle: 'KIIT International MUN 2023',
    file: '../../public/pages/home/achievement-special-mention.webp',
  },
];

function escapeXml(text: string): string {
  return text.replace(/[<>&]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;' })[c]!);
}

/** A slide-sized stand-in photo: navy gradient, gold arcs, a title that always fits. */
function slideArt(title: string, subtitle: string, file: string, width = 1120, height = 720) {
  const h = hash(file);
  const hues = ['#12214a', '#1b2f63', '#203a74', '#2a2350', '#1d3b4f'];
  const a = hues[h % hues.length]!;
  const b = hues[(h >> 4) % hues.length]!;
  const cx = 0.15 + ((h >> 8) % 70) / 100;
  const size = Math.min(height * 0.15, (width * 0.82) / (title.length * 0.64));
  const rings = Array.from({ length: 7 }, (_, i) => {
    const r = height * (0.22 + i * 0.16);
    return `<circle cx="${width * cx}" cy="${height * 1.02}" r="${r}" fill="none" stroke="#c9984e" stroke-opacity="${(0.3 - i * 0.035).toFixed(2)}" stroke-width="${2 + i * 0.6}"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>
    <radialGradient id="glow" cx="${cx}" cy="0.2" r="0.7"><stop offset="0" stop-color="#c9984e" stop-opacity="0.22"/><stop offset="1" stop-color="#c9984e" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#g)"/>
  <rect width="${width}" height="${height}" fill="url(#glow)"/>${rings}
  <text x="50%" y="${height * 0.47}" text-anchor="middle" font-family="DejaVu Serif, serif" font-weight="bold" font-size="${size.toFixed(0)}" fill="#e3c48f">${escapeXml(title)}</text>
  <text x="50%" y="${height * 0.47 + size * 0.85}" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="${(size * 0.34).toFixed(0)}" fill="#e7ebf5" fill-opacity="0.9">${escapeXml(subtitle)}</text>
</svg>`;
  return fromSvg(svg, file, 'webp', 62);
}

export async function generate(): Promise<void> {
  await Promise.all([
    ...letterPeople.map((p) => portrait(p.name, p.file, 360)),
    ...reviewers.map((r) => portrait(r.name, r.file, 144)),
    ...slides.map((s) => slideArt(s.title, s.subtitle, s.file)),
    slideArt(
      'Achievements 2023-24',
      '14 awards · 9 conferences',
      '../../public/pages/home/achievements.webp',
    ),
  ]);
}
