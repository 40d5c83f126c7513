/**
 * The site's pages as data (docs/decisions/0071-pages-as-data-every-page.md): one document per page key, each with its
 * schema (lengths, required fields, links http(s) or of this site, images only of this site, alt text on every image). The public pages
 * receive the published documents through their loaders; the editor (/editor/pages) and the API use the
 * same schemas. Messages in src/shared/page-messages.ts.
 */
import { pageMessages as m } from '../page-messages';
import { z } from '../zod';
import { isSitePath, isWebAddress } from '../addresses';
import { contentFileUploadSchema, contentRules } from './content';

export const pageKeys = [
  'home',
  'site',
  'about',
  'mockmun',
  'wrapped',
  'faq',
  'archive',
  'apply',
  'conference',
  'gallery',
  'team',
  'results',
] as const;
export type PageKey = (typeof pageKeys)[number];
export const isPageKey = (v: string): v is PageKey => (pageKeys as readonly string[]).includes(v);

export const pageRules = { short: 120, line: 300, paragraph: 2000, url: 500, listMax: 30 } as const;

const text = (max: number) => z.string().trim().min(1, m.required).max(max, m.tooLong(max));
const short = text(pageRules.short);
const line = text(pageRules.line);
const paragraph = text(pageRules.paragraph);
const list = <T extends z.ZodType>(item: T, min = 0, max: number = pageRules.listMax) =>
  z.array(item).min(min, m.tooFew(min)).max(max, m.tooMany(max));
const paragraphs = list(paragraph, 1, 10);

/** An external address: http(s) only. */
const webAddress = z
  .string()
  .trim()
  .max(pageRules.url, m.tooLong(pageRules.url))
  .refine(isWebAddress, m.webAddress);
/** A link's target: a path of this site, an anchor of the page, or an http(s) address. */
const linkTarget = z
  .string()
  .trim()
  .max(pageRules.url, m.tooLong(pageRules.url))
  .refine((v) => isSitePath(v) || /^#[\w-]+$/.test(v) || isWebAddress(v), m.linkTarget);
/** A section's anchor (`about-us`). */
const anchor = z
  .string()
  .trim()
  .min(1, m.required)
  .max(60, m.tooLong(60))
  .regex(/^[a-z][a-z0-9-]*$/, m.required);

/** An image: a file of this site or an uploaded one, its intrinsic size (no layout shift), and its alt text. */
export const pageImageSchema = z
  .object({
    src: z.string().trim().max(pageRules.url, m.tooLong(pageRules.url)).refine(isSitePath, m.imageAddress),
    width: z.number().int(m.whole).min(1).max(6000),
    height: z.number().int(m.whole).min(1).max(6000),
    alt: z.string().trim().min(1, m.altRequired).max(pageRules.line, m.tooLong(pageRules.line)),
  })
  .strict();
export type PageImage = z.infer<typeof pageImageSchema>;

const link = z.object({ label: short, to: linkTarget }).strict();
const stat = z.object({ value: text(12), label: short }).strict();
const section = z.object({ id: anchor, heading: short, paragraphs }).strict();

export const homeDocumentSchema = z
  .object({
    description: line,
    hero: z.object({ kicker: short, primaryCta: link, secondaryCta: link }).strict(),
    whatIs: z.object({ heading: short, paragraphs }).strict(),
    stats: list(stat, 1, 6),
    collaboration: z
      .object({
        heading: short,
        intro: line,
        slides: list(
          z
            .object({
              id: anchor,
              kicker: short,
              title: short,
              text: paragraph,
              image: pageImageSchema,
            })
            .strict(),
          1,
        ),
      })
      .strict(),
    achievements: z.object({ heading: short, text: paragraph, image: pageImageSchema }).strict(),
    reviews: z
      .object({
        heading: short,
        intro: line,
        items: list(z.object({ name: short, review: paragraph, img: pageImageSchema }).strict(), 0, 40),
      })
      .strict(),
  })
  .strict();
export type HomeDocument = z.infer<typeof homeDocumentSchema>;

export const socialKinds = ['youtube', 'instagram', 'facebook', 'linkedin'] as const;
export type SocialKind = (typeof socialKinds)[number];

/**
 * Where a navigation item shows: 'page' always; 'guest' in the desktop bar when logged out (in the secondary
 * pop-up when logged in); 'member' only when logged in.
 */
export const navItemTypes = ['page', 'guest', 'member'] as const;
const navItem = z.object({ name: short, dest: linkTarget, id: anchor, type: z.enum(navItemTypes) }).strict();
export type NavItem = z.infer<typeof navItem>;

export const siteDocumentSchema = z
  .object({
    shortName: text(40),
    productName: text(40),
    fullName: short,
    institute: short,
    tagline: line,
    tenure: text(20),
    logo: pageImageSchema,
    logoHalf: pageImageSchema,
    headerLogo: pageImageSchema,
    contact: z
      .object({
        postalAddress: list(short, 1, 6),
        /** A map of the postal address (an http(s) link), shown under it on the Contact page; none when empty. */
        mapLink: z
          .string()
          .trim()
          .max(pageRules.url, m.tooLong(pageRules.url))
          .refine((v) => v === '' || isWebAddress(v), m.webAddress)
          .default(''),
        email: z.string().trim().max(254, m.tooLong(254)).email(m.email),
        phone: text(30),
        phoneHref: z
          .string()
          .trim()
          .regex(/^\+?[0-9]{6,15}$/, m.phone),
        queriesPhone: text(30),
      })
      .strict(),
    socialLinks: list(z.object({ kind: z.enum(socialKinds), label: short, url: webAddress }).strict(), 0, 4),
    footerLinks: list(z.object({ name: short, dest: linkTarget }).strict(), 0, 10),
    /** The desktop bar, its hamburger pop-up and the phone's overlay, in order. */
    navigation: z
      .object({
        primary: list(navItem, 1, 10),
        secondary: list(navItem, 0, 10),
        mobile: list(navItem, 1, 14),
      })
      .strict(),
  })
  .strict();
export type SiteDocument = z.infer<typeof siteDocumentSchema>;

export const aboutDocumentSchema = z
  .object({
    title: short,
    description: line,
    eyebrow: short,
    heading: short,
    lead: line,
    image: pageImageSchema,
    aboutUs: section,
    stats: list(stat, 1, 6),
    vision: section,
    whatIs: section,
    objective: z
      .object({
        id: anchor,
        heading: short,
        intro: line,
        items: list(z.object({ title: short, text: line }).strict(), 1, 12),
      })
      .strict(),
    explore: z.object({ heading: short, text: line, links: list(link, 0, 6) }).strict(),
  })
  .strict();
export type AboutDocument = z.infer<typeof aboutDocumentSchema>;

export const mockmunDocumentSchema = z
  .object({
    title: short,
    description: line,
    eyebrow: short,
    noneLead: line,
    register: short,
    noRegistration: line,
    committeesLink: link,
    whatIs: z.object({ heading: short, paragraphs }).strict(),
    aboutHeading: short,
    whenWhere: z
      .object({
        heading: short,
        labels: z
          .object({ dates: short, venue: short, registration: short, fee: short, who: short })
          .strict(),
        free: short,
        instituteOnly: short,
        everyone: short,
        toBeAnnounced: short,
      })
      .strict(),
    committees: z.object({ id: anchor, heading: short, agendaLabel: short }).strict(),
    /**
     * The steps to take part; `registerBefore` names the closing time `{closes}`, `arriveOn` the first day
     * `{day}`, both arrivals the event's `{venue}` (`venueFallback` while it has none). Each other variant is
     * shown while its fact is unknown.
     */
    steps: z
      .object({
        heading: short,
        account: line,
        verify: line,
        register: line,
        registerBefore: line,
        allotment: line,
        arrive: line,
        arriveOn: line,
        venueFallback: short,
      })
      .strict(),
    closing: z.object({ heading: short, text: line }).strict(),
  })
  .strict();
export type MockmunDocument = z.infer<typeof mockmunDocumentSchema>;

export const wrappedDocumentSchema = z
  .object({
    title: short,
    description: line,
    eyebrow: short,
    heading: short,
    intro: paragraph,
    year: z
      .string()
      .trim()
      .regex(/^\d{4}$/, m.whole),
  })
  .strict();
export type WrappedDocument = z.infer<typeof wrappedDocumentSchema>;

export const faqDocumentSchema = z
  .object({
    metaTitle: short,
    description: line,
    eyebrow: short,
    title: short,
    lead: line,
    formTitle: short,
    formHint: short,
    detailsTitle: short,
    faqEyebrow: short,
    faqTitle: short,
    faqLead: line,
    items: list(z.object({ question: line, answer: paragraph }).strict(), 0, 40),
  })
  .strict();
export type FaqDocument = z.infer<typeof faqDocumentSchema>;

export const archiveDocumentSchema = z
  .object({
    title: short,
    description: line,
    eyebrow: short,
    heading: short,
    lead: line,
    linkLabel: short,
    eventLinkLabel: short,
    links: list(
      z
        .object({
          year: z.number().int(m.whole).min(1900).max(2200),
          title: short,
          url: webAddress,
          description: line,
        })
        .strict(),
      0,
      40,
    ),
  })
  .strict();
export type ArchiveDocument = z.infer<typeof archiveDocumentSchema>;

/**
 * The Apply page. Texts about the featured event hold placeholders filled in by the page: `{eventName}`, and in
 * the steps' `body` and the fees' notes `{individualFee}`, `{groupFee}`, `{groupMinPeople}`, `{hospitalityFee}`;
 * a step's `bodyWithoutFees` is shown while no event (hence no fee) is featured.
 */
const feeLine = z.object({ label: short, note: short }).strict();
export const applyDocumentSchema = z
  .object({
    metaTitle: short,
    description: line,
    noneDescription: line,
    eyebrow: short,
    title: short,
    noneTitle: short,
    intro: line,
    closedDetail: line,
    stepsHeading: short,
    steps: list(z.object({ title: short, body: line, bodyWithoutFees: line }).strict(), 1, 12),
    registerPrompt: line,
    feesTitle: short,
    fees: z.object({ individual: feeLine, group: feeLine, hospitality: feeLine }).strict(),
  })
  .strict();
export type ApplyDocument = z.infer<typeof applyDocumentSchema>;

/** The conference page's own words around the featured event, and the photos of a past edition. */
export const conferenceDocumentSchema = z
  .object({
    noneTitle: short,
    heroEyebrow: short,
    heroTagline: short,
    exploreCommittees: short,
    themeEyebrow: short,
    aboutTitle: short,
    dayLabel: short,
    daysLabel: short,
    committeeLabel: short,
    committeesLabel: short,
    clubHighlights: list(stat, 0, 4),
    committeesEyebrow: short,
    committeesTitle: short,
    boardEyebrow: short,
    boardTitle: short,
    boardCarouselLabel: short,
    sponsorEyebrow: short,
    sponsorTitle: short,
    sponsorsTitle: short,
    photos: z
      .object({ eyebrow: short, title: short, label: short, items: list(pageImageSchema, 0, 30) })
      .strict(),
  })
  .strict();
export type ConferenceDocument = z.infer<typeof conferenceDocumentSchema>;

/**
 * The photo gallery's words (its photos are the album, 0063): `{album}` in the description is the album's title,
 * `{shown}` and `{total}` in `more` the photos the strip shows and the album holds.
 */
export const galleryDocumentSchema = z
  .object({ title: short, description: line, heading: short, intro: line, empty: line, more: line })
  .strict();
export type GalleryDocument = z.infer<typeof galleryDocumentSchema>;

/**
 * The team pages' words that are true of every tenure (the people, groups, intro and letters are the team's own
 * data, 0058): `{tenure}` in the titles, descriptions and the secretariat's heading is the tenure shown
 * (`2024-25`), `{name}` in the cards' labels the member's name.
 */
export const teamDocumentSchema = z
  .object({
    title: short,
    description: line,
    pastTitle: short,
    pastDescription: line,
    eyebrow: short,
    heading: short,
    secretariatHeading: short,
    flipHint: line,
    tenuresLabel: short,
    pastNotice: line,
    currentLink: short,
    empty: line,
    noTenureTitle: short,
    labels: z
      .object({
        showDetails: short,
        showPhoto: short,
        facebook: short,
        github: short,
        mail: short,
        linkedin: short,
      })
      .strict(),
  })
  .strict();
export type TeamDocument = z.infer<typeof teamDocumentSchema>;

/**
 * The words of an event's results page (/results/<event>; the awards are the organisers' data, 0065): `{event}`
 * in the title and description is the event's name, `{committee}` in `committeeAwards` (the name of each
 * committee's list of awards) the committee's.
 */
export const resultsDocumentSchema = z
  .object({ title: short, description: line, eyebrow: short, notYet: line, committeeAwards: short })
  .strict();
export type ResultsDocument = z.infer<typeof resultsDocumentSchema>;

/** Each page key's schema. */
export const pageDocumentSchemas = {
  home: homeDocumentSchema,
  site: siteDocumentSchema,
  about: aboutDocumentSchema,
  mockmun: mockmunDocumentSchema,
  wrapped: wrappedDocumentSchema,
  faq: faqDocumentSchema,
  archive: archiveDocumentSchema,
  apply: applyDocumentSchema,
  conference: conferenceDocumentSchema,
  gallery: galleryDocumentSchema,
  team: teamDocumentSchema,
  results: resultsDocumentSchema,
} as const;

export interface PageDocuments {
  home: HomeDocument;
  site: SiteDocument;
  about: AboutDocument;
  mockmun: MockmunDocument;
  wrapped: WrappedDocument;
  faq: FaqDocument;
  archive: ArchiveDocument;
  apply: ApplyDocument;
  conference: ConferenceDocument;
  gallery: GalleryDocument;
  team: TeamDocument;
  results: ResultsDocument;
}

// ---- the API ---------------------------------------------------------------------------------------------

const version = z.number().int().min(1).max(2_000_000_000);
const documentShape = z.record(z.string(), z.unknown());

/** GET /pages/:key: the published document. */
export const publicPageResponseSchema = z.object({ message: z.string(), document: documentShape });

/** A page as its editor sees it: published form, draft (or null), the version a save names, the revision. */
export const editablePageSchema = z.object({
  key: z.enum(pageKeys),
  published: documentShape,
  draft: documentShape.nullable(),
  version: z.number().int(),
  revision: z.number().int(),
  updatedAt: z.string(),
});
export type EditablePage = z.infer<typeof editablePageSchema>;
export const editablePageResponseSchema = z.object({ message: z.string(), page: editablePageSchema });
export const pageListResponseSchema = z.object({
  message: z.string(),
  pages: z.array(editablePageSchema.omit({ published: true, draft: true }).extend({ hasDraft: z.boolean() })),
});
export type PageListResponse = z.infer<typeof pageListResponseSchema>;

/** PUT /editor/pages/:key/draft: the whole document (checked against the key's schema) and the version seen. */
export const saveDraftSchema = z.object({ version, document: documentShape }).strict();
export type SaveDraftInput = z.infer<typeof saveDraftSchema>;
/** PUT .../publish, DELETE .../draft: the version seen. */
export const pageVersionSchema = z.object({ version }).strict();
/** PUT .../restore: the published revision to bring back as the draft, and the version seen. */
export const restoreRevisionSchema = z
  .object({ version, revision: z.number().int().min(1).max(2_000_000_000) })
  .strict();

export const pageRevisionSchema = z.object({
  revision: z.number().int(),
  publishedAt: z.string(),
  publishedBy: z.string().nullable(),
  document: documentShape,
});
export type PageRevision = z.infer<typeof pageRevisionSchema>;
export const pageRevisionsResponseSchema = z.object({
  message: z.string(),
  versions: z.array(pageRevisionSchema),
});

/** POST /editor/pages/files: an image for a page (the site's image checks; stored at the gallery's widths). */
export const pageFileUploadSchema = contentFileUploadSchema(contentRules.photoMaxBytes, m.invalidImage);
