/**
 * The database schema: each module owns its tables (modules/<area>/table.ts); this file gathers them
 * for Drizzle and drizzle-kit. Add a module's tables here when the module is added.
 */
export * from '../modules/contact/table';
export * from '../modules/blog/table';
export * from '../modules/accounts/table';
export * from '../mail/table';
export * from '../modules/events/table';
export * from '../modules/registration/table';
export * from '../modules/audit/table';
export * from '../modules/announcements/table';
export * from '../modules/checkin/table';
export * from '../modules/certificates/table';
export * from '../modules/statements/table';
export * from '../modules/ocr/table';
export * from '../modules/team/table';
export * from '../modules/chairs/table';
export * from '../modules/papers/table';
export * from '../modules/awards/table';
export * from '../modules/content/table';
export * from '../modules/pages/table';
