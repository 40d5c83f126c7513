/**
 * zod 4 probes `new Function` when it builds an object schema (to compile a fast parser); the site's CSP
 * forbids eval, so the probe is reported as a CSP violation. These forms do not need the compiled path.
 * Import this module before anything that builds a schema.
 */
import { z } from 'zod';

z.config({ jitless: true });
