import argon2 from 'argon2';

/**
 * argon2id at OWASP's first recommended setting (19 MiB, 2 passes, 1 lane): about 25 ms a
 * hash here, slow enough to make guessing expensive, cheap enough for a clinic's sign-ins.
 */
export const ARGON2_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, ARGON2_OPTIONS);
}

// Made once: verifying against it costs what a real verify costs.
let dummyHash: Promise<string> | undefined;

/**
 * True when the password matches. With no hash (no such account, or no password set yet) it
 * still spends a verify, so the answer's timing does not tell whether the account exists.
 */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (!hash) {
    dummyHash ??= hashPassword('not the password of any account');
    await argon2.verify(await dummyHash, password);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false; // a malformed stored hash matches nothing
  }
}
