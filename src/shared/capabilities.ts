/**
 * Capabilities: a narrow right a superadmin grants one account beside its role (the `account_grants` table,
 * docs/decisions/0055-statement-import-and-treasurer.md, docs/decisions/0063-content-editing.md). A treasurer
 * imports bank statements (and reads the ledger) of every event, and nothing else of the admin's pages. A
 * content editor edits one section of the public site (the gallery, the blogs, the team or the pages) and nothing else.
 * A new capability is a new value here, granted as data.
 */
import type { Role } from './schemas/accounts';

/** The sections of the public site whose content is edited in the browser, each by its own grant. */
export const contentSections = ['gallery', 'blogs', 'team', 'pages'] as const;
export type ContentSection = (typeof contentSections)[number];

export const capabilities = [
  'treasurer',
  'content:gallery',
  'content:blogs',
  'content:team',
  'content:pages',
] as const;
export type Capability = (typeof capabilities)[number];

/** The capability that opens a section's editor. */
export const contentCapability = (section: ContentSection): Capability => `content:${section}`;

/** The roles that have every capability without a grant. */
export const capabilityRoles: Record<Capability, readonly Role[]> = {
  treasurer: ['admin', 'superadmin'],
  'content:gallery': ['superadmin'],
  'content:blogs': ['superadmin'],
  'content:team': ['superadmin'],
  'content:pages': ['superadmin'],
};

/** Whether an account of this role with these grants may use what `capability` opens. */
export function hasCapability(
  account: { role: Role; capabilities?: readonly string[] | undefined },
  capability: Capability,
): boolean {
  return (
    capabilityRoles[capability].includes(account.role) || (account.capabilities ?? []).includes(capability)
  );
}
