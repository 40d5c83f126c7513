import { site } from '~/content/site';

/** The `meta()` of an account screen: 'Login | NITSMUN', a description, and no indexing for private pages. */
export function accountMeta(title: string, description: string, { index = false } = {}) {
  return [
    { title: `${title} | ${site.productName}` },
    { name: 'description', content: description },
    ...(index ? [] : [{ name: 'robots', content: 'noindex' }]),
  ];
}
