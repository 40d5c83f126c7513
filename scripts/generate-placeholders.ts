/** Regenerates every placeholder image under content/images/ (run: npm run placeholders). */
import { readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('./placeholders/', import.meta.url));
const areas = (await readdir(dir)).filter((f) => f.endsWith('.ts') && f !== 'lib.ts').sort();
for (const area of areas) {
  const mod = (await import(`./placeholders/${area}`)) as { generate: () => Promise<void> };
  await mod.generate();
  console.log(`placeholders: ${area} done`);
}
