/** Column types shared by the modules' tables. */
import { customType, timestamp } from 'drizzle-orm/pg-core';

/** A point in time, stored with its time zone. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** Binary data; node-postgres returns a Buffer, PGlite a Uint8Array. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
