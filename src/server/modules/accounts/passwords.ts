/**
 * Password hashing: argon2id with the OWASP parameters (19 MiB, 2 passes, 1 lane). Only NODE_ENV=test
 * lowers the cost so the suites stay fast; a hash records its parameters, so verification works either way.
 */
import { hash, verify } from '@node-rs/argon2';
import type { Config } from '../../config';

export const productionHashOptions = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
const testHashOptions = { memoryCost: 1024, timeCost: 1, parallelism: 1 } as const;

export type PasswordHasher = (password: string) => Promise<string>;

export function passwordHasher(nodeEnv: Config['NODE_ENV']): PasswordHasher {
  const options = nodeEnv === 'test' ? testHashOptions : productionHashOptions;
  return (password) => hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
