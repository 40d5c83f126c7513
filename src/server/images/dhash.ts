/**
 * The 64-bit difference hash (dHash) of a picture, for near-duplicate payment screenshots: the picture as
 * 9x8 greyscale, one bit per pair of horizontal neighbours (set when the left one is brighter). Similar
 * pictures differ in few bits (src/shared/payments.ts nearDuplicateMaxDistance). As a signed 64-bit
 * integer, the way PostgreSQL's bigint stores it.
 */
import sharp from 'sharp';

export async function differenceHash(image: Buffer): Promise<bigint> {
  const pixels = await sharp(image).greyscale().resize(9, 8, { fit: 'fill' }).raw().toBuffer();
  let hash = 0n;
  for (let y = 0; y < 8; y++) {
    for (let x = 0; x < 8; x++) {
      hash = (hash << 1n) | (pixels[y * 9 + x]! > pixels[y * 9 + x + 1]! ? 1n : 0n);
    }
  }
  return BigInt.asIntN(64, hash);
}

/** The number of bits in which two hashes differ. */
export function hammingDistance(a: bigint, b: bigint): number {
  let diff = BigInt.asUintN(64, a ^ b);
  let bits = 0;
  while (diff) {
    bits += Number(diff & 1n);
    diff >>= 1n;
  }
  return bits;
}
