import { type MetaMatches, siteName } from '~/web/lib/site';

/** The route `meta()` of a public page: 'Team | NITSMUN' (the site's name from its settings) plus its description. */
export function pageMeta(matches: MetaMatches, title: string, description: string) {
  return [{ title: `${title} | ${siteName(matches)}` }, { name: 'description', content: description }];
}
