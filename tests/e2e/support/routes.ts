/** The public routes of the site and the main heading (<h1>) each one shows (with the seeded event featured). */
import { paths } from '~/shared/paths';
import { publicPages } from '../../support/route-table';
import { SEEDED_EVENT } from '../../support/seeded-event';

/** The text each page's single <h1> contains (the home page's h1 reads 'NITSMUN' then the full name). */
export const headings: Record<string, string> = {
  [paths.home]: 'NITSMUN',
  [paths.about]: 'About NITSMUN',
  [paths.team]: 'MEET THE TEAM',
  [paths.annualConf]: SEEDED_EVENT,
  [paths.mockMun]: 'Mock MUN 2024',
  [paths.apply]: `Apply for the ${SEEDED_EVENT}`,
  [paths.photo]: 'Photo Gallery',
  [paths.wrapped]: 'Wrapped Up 2023',
  [paths.contact]: 'Contact Us',
  [paths.archive]: 'Archive',
  [paths.blogs]: 'Blogs',
  // The account pages, rendered by the server with their form (docs/decisions/0035).
  [paths.login]: 'Log In',
  [paths.signup]: 'Sign Up',
  [paths.forgotPassword]: 'Forgot Password',
};

/** An address no page answers: the server serves the 404 page there, with status 404. */
export const unknownPath = '/404-page';
export const notFoundHeading = 'Page not found';

/** Every public page of the route table with its heading (a page missing from `headings` fails here). */
export const publicPageHeadings: { path: string; heading: string }[] = publicPages.map((path) => {
  const heading = headings[path];
  if (heading === undefined) throw new Error(`tests/e2e/support/routes.ts: no heading for the page ${path}`);
  return { path, heading };
});

/** Every public page plus the 404 page: what the accessibility and console checks visit. */
export const allPages: { path: string; heading: string }[] = [
  ...publicPageHeadings,
  { path: unknownPath, heading: notFoundHeading },
];

/** Pages that fetch the blog list: they have settled once it has loaded. */
export const blogPages: readonly string[] = [paths.home, paths.blogs];
