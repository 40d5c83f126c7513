/**
 * Business constants (docs/requirements.md#constants) that hold for every conference (an event's own facts
 * are data).
 */
export const TENURE = '2024-25';
export const AUTH_COOKIE = 'authToken';
export const MOBILE_BREAKPOINT_PX = 768;

/** Days between a client's request to delete their account and its removal (the server's grace period). */
export const ACCOUNT_DELETION_DAYS = 15;

export const toastDurations = {
  default: 4000,
  verificationLink: 15_000,
  key: 10_000, // not-logged-in, verification success, apply-page login prompt
  other: 7500, // e.g. contact success
} as const;
export const MAX_VISIBLE_TOASTS = 3;

export const redirectDelays = {
  afterRegistration: 2500,
  afterEmailVerification: 2500,
  afterPasswordReset: 5000,
  inviteMismatch: 5000,
} as const;

export const home = {
  maxBlogs: 5,
  slideshowDelayMs: 2500,
  stats: { delegates: '700+', secretariat: '51', executiveBoard: '50+' },
} as const;

/** The gallery's strip: it shows at most `photoCount` photos of the album (the viewer opens every one). */
export const gallery = { photoCount: 9, scrollStepPx: 100 } as const;
export const CAROUSEL_DELAY_MS = 2500;

export const contactLimits = { name: 100, email: 254, message: 5000 } as const;

/** Blog thumbnails (public/blog-thumbnails/*.webp) are generated at this pixel size (2x a 320x180 card). */
export const blogThumbnail = { width: 640, height: 360 } as const;
