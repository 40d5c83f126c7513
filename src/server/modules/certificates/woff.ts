/**
 * WOFF 1.0 to a plain TrueType/OpenType file (W3C WOFF spec, section 4-5): the tables are inflated once.
 * fontkit reads WOFF directly but inflates a table again on every access, which made each certificate
 * spend most of its time in zlib; fed the plain font, embedding a subset is quick.
 */
import { inflateSync } from 'node:zlib';

export function woffToSfnt(woff: Uint8Array): Uint8Array {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (view.getUint32(0) !== 0x774f4646) throw new Error('not a WOFF 1.0 file');
  const flavor = view.getUint32(4);
  const numTables = view.getUint16(12);
  const tables: { tag: number; checksum: number; data: Uint8Array }[] = [];
  for (let i = 0; i < numTables; i++) {
    const at = 44 + i * 20;
    const offset = view.getUint32(at + 4);
    const compLength = view.getUint32(at + 8);
    const origLength = view.getUint32(at + 12);
    const raw = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? new Uint8Array(inflateSync(raw)) : raw;
    tables.push({ tag: view.getUint32(at), checksum: view.getUint32(at + 16), data });
  }
  const headerLength = 12 + numTables * 16;
  const size = tables.reduce((sum, t) => sum + ((t.data.length + 3) & ~3), headerLength);
  const out = new Uint8Array(size);
  const outView = new DataView(out.buffer);
  let entrySelector = 0;
  while (2 ** (entrySelector + 1) <= numTables) entrySelector++;
  const searchRange = 2 ** entrySelector * 16;
  outView.setUint32(0, flavor);
  outView.setUint16(4, numTables);
  outView.setUint16(6, searchRange);
  outView.setUint16(8, entrySelector);
  outView.setUint16(10, numTables * 16 - searchRange);
  let offset = headerLength;
  tables.forEach((table, i) => {
    const at = 12 + i * 16;
    outView.setUint32(at, table.tag);
    outView.setUint32(at + 4, table.checksum);
    outView.setUint32(at + 8, offset);
    outView.setUint32(at + 12, table.data.length);
    out.set(table.data, offset);
    offset += (table.data.length + 3) & ~3;
  });
  return out;
}
