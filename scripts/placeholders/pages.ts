/** Images of the simple pages: the conference-hall photograph on About. */
import { conferenceScene, sized } from './gallery';
import { fromSvg, importContent } from './lib';

export async function generate() {
  const { ABOUT_IMAGE_SIZE } = await importContent(() => import('../../content/about'));
  const svg = conferenceScene(
    { scene: 'committee', banner: 'NITSMUN', tint: ['#1b2f63', '#0b1530'] },
    'about',
  );
  await fromSvg(
    sized(svg, ABOUT_IMAGE_SIZE.width, ABOUT_IMAGE_SIZE.height),
    'pages/about-conference.webp',
    'webp',
    74,
  );
}
