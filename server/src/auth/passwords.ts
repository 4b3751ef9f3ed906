import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 defaults to argon2id (m=19456 KiB, t=2, p=1: the OWASP baseline).
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(hashed: string | null, password: string): Promise<boolean> {
  if (!hashed) return false;
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

/** A hash of nothing anyone knows: verifying against it costs the same as a real check. */
let decoy: Promise<string> | null = null;
export function decoyHash(): Promise<string> {
  decoy ??= hash(`decoy-${Math.random()}`);
  return decoy;
}
