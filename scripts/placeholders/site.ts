/** Site-wide images: the NITSMUN logo (a gold globe wrapped in olive branches on navy). */
import { fromSvg } from './lib';

function olive(side: 1 | -1): string {
  // Leaves sit alternately on both sides of a stem that follows a circle around the globe;
  // angles are measured from the bottom of that circle. The other branch is the mirror image.
  const cx = 256;
  const cy = 244;
  const r = 172;
  const at = (theta: number, radius = r) =>
    [cx + side * Math.sin(theta) * radius, cy + Math.cos(theta) * radius] as const;
  const [sx, sy] = at(0.18);
  const [ex, ey] = at(2.05);
  const stem = `M${sx.toFixed(1)} ${sy.toFixed(1)} A${r} ${r} 0 0 ${side === 1 ? 0 : 1} ${ex.toFixed(1)} ${ey.toFixed(1)}`;
  const leaves: string[] = [];
  const count = 9;
  for (let i = 0; i < count; i++) {
    const theta = 0.34 + (i / (count - 1)) * 1.72;
    const outward = i % 2 === 0 ? 1 : -1;
    const [x, y] = at(theta, r + outward * 15);
    const tangent = (Math.atan2(-Math.sin(theta), side * Math.cos(theta)) * 180) / Math.PI;
    const rot = tangent - 90 + side * outward * -28;
    const size = 1 - i * 0.045;
    leaves.push(
      `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="${(9 * size).toFixed(1)}" ry="${(22 * size).toFixed(1)}" transform="rotate(${rot.toFixed(1)} ${x.toFixed(1)} ${y.toFixed(1)})" fill="url(#gold)"/>`,
    );
  }
  return `<path d="${stem}" fill="none" stroke="url(#gold)" stroke-width="5" stroke-linecap="round"/>${leaves.join('')}`;
}

export function logoSvg(size = 512): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 512 512">
  <defs>
    <radialGradient id="bg" cx="50%" cy="40%" r="70%"><stop offset="0" stop-color="#1b2f63"/><stop offset="1" stop-color="#0b1530"/></radialGradient>
    <linearGradient id="gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ecd3a0"/><stop offset="0.5" stop-color="#c9984e"/><stop offset="1" stop-color="#a97a34"/></linearGradient>
  </defs>
  <circle cx="256" cy="256" r="252" fill="url(#bg)"/>
  <circle cx="256" cy="256" r="236" fill="none" stroke="url(#gold)" stroke-width="4" stroke-opacity="0.8"/>
  <g fill="none" stroke="url(#gold)" stroke-width="6">
    <circle cx="256" cy="244" r="108"/>
    <ellipse cx="256" cy="244" rx="46" ry="108"/>
    <ellipse cx="256" cy="244" rx="86" ry="108"/>
    <line x1="256" y1="136" x2="256" y2="352"/>
    <line x1="148" y1="244" x2="364" y2="244"/>
    <path d="M165 190 H347 M165 298 H347"/>
  </g>
  <path d="M256 70 l7 15 16 2 -12 11 3 16 -14 -8 -14 8 3 -16 -12 -11 16 -2z" fill="url(#gold)"/>
  ${olive(1)}${olive(-1)}
</svg>`;
}

export async function generate(): Promise<void> {
  await fromSvg(logoSvg(480), '../../public/pages/site/logo.webp', 'webp', 85);
  // The home hero shows the logo at 132-240 px: phones get this half-size copy through srcset.
  await fromSvg(logoSvg(240), '../../public/pages/site/logo-240.webp', 'webp', 85);
  // The header and footer show the logo at 40-56 px; a small copy keeps those pages light.
  await fromSvg(logoSvg(112), '../../public/pages/site/logo-small.webp', 'webp', 90);
}
