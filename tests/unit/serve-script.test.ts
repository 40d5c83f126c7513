import { describe, expect, it } from 'vitest';
import { serveScriptEnv } from '../support/server-process';

/**
 * `npm run serve` (and `npm start`) run the server with glibc's allocator limited to two arenas and large
 * blocks mapped on their own, which keeps image decoding from fragmenting the heap, and V8's old generation
 * capped at 384 MB, which makes it collect upload strings before growing: the image attack's peak RSS falls
 * from 620-900 to ~490 MB (docs/decisions/0030-memory-allocator-settings.md). Server processes of the system
 * tests and the load bench get the same variables from the script.
 */
describe('the serve script', () => {
  it('sets the memory allocator variables the server is measured with', () => {
    expect(serveScriptEnv()).toEqual({
      MALLOC_ARENA_MAX: '2',
      MALLOC_MMAP_THRESHOLD_: '131072',
      NODE_OPTIONS: '--max-old-space-size=384',
    });
  });
});
