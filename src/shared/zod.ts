/**
 * The one zod import of src/shared. In the browser zod 4 would probe `new Function` to compile fast parsers;
 * the site's Content-Security-Policy forbids eval, so the probe would be reported as a violation. Browsers
 * therefore run zod jitless; the server keeps the compiled parsers.
 */
import { z } from 'zod';

if (typeof document !== 'undefined') z.config({ jitless: true });

export { z };
