import { type MetaMatches, siteName } from './site';

/** The `meta()` of an account screen: 'Login | NITSMUN', a description, and no indexing for private pages. */
export function accountMeta(
  matches: MetaMatches,
  title: string,
  description: string,
  { index = false } = {},
) {
  return [
    { title: `${title} | ${siteName(matches)}` },
    { name: 'description', content: description },
    ...(index ? [] : [{ name: 'robots', content: 'noindex' }]),
  ];
}
