/** The kinds of address the site's content may hold, one test each (schemas in src/shared/schemas). */

/** A web address: http(s) only, a host, no spaces or backslashes (never `javascript:` or another scheme). */
export const isWebAddress = (v: string) => /^https?:\/\/[^\s\\/]+(\/[^\s\\]*)?$/i.test(v);

/**
 * A path of this site: an uploaded file (`/v1/api/content-files/<id>`, `/v1/api/team-files/<id>`) or a file
 * shipped in `public/`. Never `//host/...`, which a browser reads as another site. Images are only ever such
 * paths: an image from another host would tell that host who reads the page.
 */
export const isSitePath = (v: string) => /^\/(?!\/)[^\s\\]*$/.test(v);
