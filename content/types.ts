/**
 * Shapes of the club's editable content. A new tenure edits the data files beside this one
 * (and the images under content/images), never the components.
 */

/** An image shipped with the site. `src` is a Vite-imported URL; width and height are intrinsic pixels. */
export interface ImageAsset {
  src: string;
  width: number;
  height: number;
  alt: string;
}

export interface SiteIdentity {
  shortName: string; // 'NITSMUN': the home page title
  productName: string; // used in 'Team | {product name}'
  fullName: string;
  institute: string;
  tagline: string;
  tenure: string; // '2024-25'
  logo: ImageAsset;
}

export interface ContactDetails {
  postalAddress: string[]; // lines
  email: string;
  phone: string; // display form
  phoneHref: string; // tel: form, e.g. '+919876543210'
  queriesPhone: string;
}

export type SocialKind = 'youtube' | 'instagram' | 'facebook' | 'linkedin';
export interface SocialLink {
  kind: SocialKind;
  label: string;
  url: string;
}

export interface Review {
  id: number;
  name: string;
  review: string;
  img: ImageAsset;
}

export interface FaqItem {
  question: string;
  answer: string;
}

export interface ArchiveLink {
  year: number;
  title: string;
  url: string;
  description: string;
}
