/** Images of the simple pages: the conference-hall photograph on About. */
import { conferenceScene, sized } from './gallery';
import seed from '../../tests/fixtures/site-pages-seed.json';
import { fromSvg } from './lib';

export async function generate() {
  const { image } = seed.about;
  const svg = conferenceScene(
    { scene: 'committee', banner: 'NITSMUN', tint: ['#1b2f63', '#0b1530'] },
    'about',
  );
  await fromSvg(sized(svg, image.width, image.height), `../../public${image.src}`, 'webp', 74);
}
