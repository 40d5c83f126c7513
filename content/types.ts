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

export interface Letter {
  title: string; // e.g. 'Letter from the Faculty Advisor'
  name: string;
  role: string;
  photo: ImageAsset; // 'src' of the spec's letter block
  paragraphs: string[];
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

export interface TeamMember {
  id: string;
  name: string;
  post: string; // designation
  img: ImageAsset; // imgsrc + alt
  fb?: string; // Facebook profile, or ...
  github?: string; // ... a code-hosting profile for technical roles (shown first instead of fb)
  mail: string;
  linkedin: string;
}

export interface TeamGroup {
  id: string;
  heading: string;
  members: TeamMember[];
}

export interface GalleryPhoto {
  id: number;
  img: ImageAsset;
  full: ImageAsset;
}

export interface ArchiveLink {
  year: number;
  title: string;
  url: string;
  description: string;
}
