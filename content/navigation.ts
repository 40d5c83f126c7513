import { paths } from '~/shared/paths';

/**
 * Where a navigation item shows:
 * - 'page': always;
 * - 'guest': in the desktop bar when logged out, in the secondary pop-up when logged in (ABOUT);
 * - 'member': only when logged in (Dashboard).
 */
export type NavItemType = 'page' | 'guest' | 'member';

/** The spec's Navigation item entity: name, dest, id, type. */
export interface NavItem {
  name: string;
  dest: string;
  id: string;
  type: NavItemType;
  /** The item reads the featured event's name instead of `name` while an event is featured. */
  namedAfterFeaturedEvent?: boolean;
}

/** Desktop bar, in order. */
export const primaryNav: NavItem[] = [
  { name: 'HOME', dest: paths.home, id: 'home', type: 'page' },
  { name: 'ABOUT', dest: paths.about, id: 'about', type: 'guest' },
  { name: 'TEAM', dest: paths.team, id: 'team', type: 'page' },
  {
    name: 'Annual Conference',
    dest: paths.annualConf,
    id: 'annualconf',
    type: 'page',
    namedAfterFeaturedEvent: true,
  },
  { name: 'MOCK MUN 2024', dest: paths.mockMun, id: 'mockmun', type: 'page' },
  { name: 'APPLY', dest: paths.apply, id: 'apply', type: 'page' },
  { name: 'Dashboard', dest: paths.dashboard, id: 'dashboard', type: 'member' },
];

/** The desktop hamburger pop-up; ABOUT joins it (first) when logged in. */
export const secondaryNav: NavItem[] = [
  { name: 'ABOUT', dest: paths.about, id: 'about', type: 'member' },
  { name: 'ARCHIVE', dest: paths.archive, id: 'archive', type: 'page' },
  { name: 'CONTACT', dest: paths.contact, id: 'contact', type: 'page' },
  { name: 'PHOTO GALLERY', dest: paths.photo, id: 'photo', type: 'page' },
];

/** The full-screen overlay below 768 px, in order. */
export const mobileNav: NavItem[] = [
  { name: 'Home', dest: paths.home, id: 'home', type: 'page' },
  { name: 'About', dest: paths.about, id: 'about', type: 'page' },
  { name: 'Annual Conference', dest: paths.annualConf, id: 'annualconf', type: 'page' },
  { name: 'Mock MUN', dest: paths.mockMun, id: 'mockmun', type: 'page' },
  { name: 'Team', dest: paths.team, id: 'team', type: 'page' },
  { name: 'Apply', dest: paths.apply, id: 'apply', type: 'page' },
  { name: 'Photo Gallery', dest: paths.photo, id: 'photo', type: 'page' },
  { name: 'Contact', dest: paths.contact, id: 'contact', type: 'page' },
  { name: 'Archive', dest: paths.archive, id: 'archive', type: 'page' },
  { name: 'Dashboard', dest: paths.dashboard, id: 'dashboard', type: 'member' },
];

/** Pages whose navy hero continues the header: the header is navy there, with white links. */
export const darkHeaderPaths: string[] = [paths.home, paths.wrapped, paths.mockMun, paths.apply];

/** Filters a list for the visitor: guest items only when logged out, member items only when logged in. */
export function visibleItems(items: NavItem[], isLoggedIn: boolean): NavItem[] {
  return items.filter((item) => item.type === 'page' || (item.type === 'member') === isLoggedIn);
}
