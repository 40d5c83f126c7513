import type { ContactDetails, SiteIdentity, SocialLink } from './types';
import { paths } from '~/shared/paths';
import logo from './images/site/logo.webp';
import logoSmall from './images/site/logo-small.webp';
import logo240 from './images/site/logo-240.webp';

export const site: SiteIdentity = {
  shortName: 'NITSMUN',
  productName: 'NITSMUN',
  fullName: 'NIT Silchar Model United Nations',
  institute: 'National Institute of Technology Silchar',
  tagline: 'Diplomacy, debate and leadership from the heart of Assam',
  tenure: '2024-25',
  logo: { src: logo, width: 480, height: 480, alt: 'NITSMUN logo: a gold globe framed by olive branches' },
};

/** The logo at half size, for srcset on small screens. */
export const logoHalf = { ...site.logo, src: logo240, width: 240, height: 240 };

/** The same logo, small, for the header and footer. */
export const headerLogo = { ...site.logo, src: logoSmall, width: 112, height: 112 };

export const contactDetails: ContactDetails = {
  postalAddress: [
    'NITSMUN, Students’ Activity Centre',
    'National Institute of Technology Silchar',
    'Cachar, Assam 788010, India',
  ],
  email: 'nitsmun@nits.ac.in',
  phone: '+91 98640 21375',
  phoneHref: '+919864021375',
  queriesPhone: '+91 87610 43592',
};

/** Order: video, photo-sharing, social network, professional network. */
export const socialLinks: SocialLink[] = [
  { kind: 'youtube', label: 'NITSMUN on YouTube', url: 'https://www.youtube.com/@nitsmun' },
  { kind: 'instagram', label: 'NITSMUN on Instagram', url: 'https://www.instagram.com/nitsmun/' },
  { kind: 'facebook', label: 'NITSMUN on Facebook', url: 'https://www.facebook.com/nitsmun' },
  { kind: 'linkedin', label: 'NITSMUN on LinkedIn', url: 'https://www.linkedin.com/company/nitsmun/' },
];

export interface FooterLink {
  name: string;
  dest: string;
}

/** The footer's Explore column. */
export const footerExploreLinks: FooterLink[] = [
  { name: 'Home', dest: paths.home },
  { name: 'Mock MUN 2024', dest: paths.mockMun },
  { name: 'Team', dest: paths.team },
  { name: 'About', dest: paths.about },
  { name: 'Photo Gallery', dest: paths.photo },
];
