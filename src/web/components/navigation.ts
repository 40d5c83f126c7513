/**
 * The navigation's rules; its items (names, addresses, where each shows) are the site settings' `navigation`
 * (docs/decisions/0071-pages-as-data-every-page.md).
 */
import { paths } from '~/shared/paths';
import type { NavItem } from '~/shared/schemas/pages';

export type { NavItem };

/** Pages whose navy hero continues the header: the header is navy there, with white links. */
export const darkHeaderPaths: string[] = [paths.home, paths.wrapped, paths.mockMun, paths.apply];

/** The desktop bar's conference item reads the featured event's name while an event is featured. */
export const namedAfterFeaturedEvent = (item: NavItem) => item.dest === paths.annualConf;

/** Filters a list for the visitor: guest items only when logged out, member items only when logged in. */
export function visibleItems(items: NavItem[], isLoggedIn: boolean): NavItem[] {
  return items.filter((item) => item.type === 'page' || (item.type === 'member') === isLoggedIn);
}
