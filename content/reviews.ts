import type { Review } from './types';
import ishita from './images/reviews/ishita-sharma.webp';
import arnav from './images/reviews/arnav-choudhury.webp';
import priyanka from './images/reviews/priyanka-das.webp';
import kabir from './images/reviews/kabir-malhotra.webp';
import sneha from './images/reviews/sneha-bhattacharya.webp';
import rahul from './images/reviews/rahul-nath.webp';
import zoya from './images/reviews/zoya-ahmed.webp';
import devansh from './images/reviews/devansh-agarwal.webp';
import lalrinpuii from './images/reviews/lalrinpuii-ralte.webp';
import aditya from './images/reviews/aditya-saikia.webp';

const photo = (src: string, name: string) => ({ src, width: 144, height: 144, alt: `Photo of ${name}` });

/** Ten delegate testimonials shown on the home page. */
export const reviews: Review[] = [
  {
    id: 1,
    name: 'Ishita Sharma',
    review:
      'My first MUN, and I could not have asked for a better one. The chairs in UNHRC were patient with beginners yet pushed us to back every claim with research. I walked out far more confident than I walked in.',
    img: photo(ishita, 'Ishita Sharma'),
  },
  {
    id: 2,
    name: 'Arnav Choudhury',
    review:
      'The Hastinapur Special Council was the most creative committee I have ever sat in. Crisis updates landed at exactly the right moments and kept the whole room on its toes for three days.',
    img: photo(arnav, 'Arnav Choudhury'),
  },
  {
    id: 3,
    name: 'Priyanka Das',
    review:
      'Everything ran on time, from registration to the closing ceremony. The organising team answered every query within minutes, and the hospitality made travelling to Silchar completely worth it.',
    img: photo(priyanka, 'Priyanka Das'),
  },
  {
    id: 4,
    name: 'Kabir Malhotra',
    review:
      'As an International Press correspondent I got to interview delegates, cover press conferences and publish daily bulletins. It felt like a real newsroom, and the feedback from the editors was genuinely useful.',
    img: photo(kabir, 'Kabir Malhotra'),
  },
  {
    id: 5,
    name: 'Sneha Bhattacharya',
    review:
      'The background guides were thorough and well sourced, which raised the level of debate in the Intelligence Bureau. Moderated caucuses were sharp and unmoderated ones were genuinely collaborative.',
    img: photo(sneha, 'Sneha Bhattacharya'),
  },
  {
    id: 6,
    name: 'Rahul Nath',
    review:
      'I came for the debate and stayed for the people. The socials were a blast, and I made friends from colleges across the Northeast that I still talk to every week.',
    img: photo(rahul, 'Rahul Nath'),
  },
  {
    id: 7,
    name: 'Zoya Ahmed',
    review:
      'The executive board gave detailed individual feedback after every session. That kind of mentorship is rare, and it is the reason I have signed up for three more conferences since.',
    img: photo(zoya, 'Zoya Ahmed'),
  },
  {
    id: 8,
    name: 'Devansh Agarwal',
    review:
      'The online MUN in January proved that a virtual conference can still feel alive. Smooth tech, strict but fair procedure and some of the best resolutions I have read.',
    img: photo(devansh, 'Devansh Agarwal'),
  },
  {
    id: 9,
    name: 'Lalrinpuii Ralte',
    review:
      'Travelling from Aizawl, I was nervous about being an outsider, but the secretariat made every delegate feel at home. Great agendas, great chairs and a warm, welcoming campus.',
    img: photo(lalrinpuii, 'Lalrinpuii Ralte'),
  },
  {
    id: 10,
    name: 'Aditya Saikia',
    review:
      'NITSMUN taught me how to negotiate rather than just argue. Drafting a resolution with twenty other delegates at midnight is an experience I will not forget anytime soon.',
    img: photo(aditya, 'Aditya Saikia'),
  },
];
