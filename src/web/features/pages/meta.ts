import { site } from '~/content/site';

/** The route `meta()` of a public page: 'Team | NITSMUN' plus its description. */
export function pageMeta(title: string, description: string) {
  return [{ title: `${title} | ${site.productName}` }, { name: 'description', content: description }];
}
