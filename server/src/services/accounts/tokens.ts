import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createSigner, createVerifier, TokenError } from 'fast-jwt';
import type { Clock } from '../../core/clock';
import { HttpError } from '../../core/errors';

export const ACCESS_TOKEN_MINUTES = 15;
const ISSUER = 'vetportal';

export interface AccessClaims {
  /** The staff account's id. */
  sub: string;
}

export interface TokenService {
  sign(staffId: string): string;
  /** The account id the token was issued to; throws a 401 HttpError when it is not valid. */
  verify(token: string): string;
}

export function createTokenService(secret: string, clock: Clock = Date.now): TokenService {
  const key = Buffer.from(secret);
  const signer = createSigner({
    key,
    algorithm: 'HS256',
    iss: ISSUER,
    expiresIn: ACCESS_TOKEN_MINUTES * 60_000,
  });
  // Expiry is checked against `clock` below, so tests can move time.
  const verifier = createVerifier({
    key,
    algorithms: ['HS256'],
    allowedIss: ISSUER,
    requiredClaims: ['sub', 'exp'],
    ignoreExpiration: true,
  });
  return {
    sign(staffId) {
      // fast-jwt reads the clock once per signer unless told; pass iat explicitly.
      return signer({ sub: staffId, iat: Math.floor(clock() / 1000) });
    },
    verify(token) {
      let claims: AccessClaims & { exp: number };
      try {
        claims = verifier(token) as AccessClaims & { exp: number };
      } catch (error) {
        if (error instanceof TokenError) throw new HttpError(401, 'The access token is not valid');
        throw error;
      }
      if (typeof claims.sub !== 'string' || typeof claims.exp !== 'number') {
        throw new HttpError(401, 'The access token is not valid');
      }
      if (claims.exp * 1000 <= clock()) {
        throw new HttpError(401, 'Your session has expired, sign in again');
      }
      return claims.sub;
    },
  };
}

export const SECRET_FILE = '.jwt-secret';

/**
 * JWT_SECRET when set (it must be, with more than one instance); otherwise a random secret
 * kept in DATA_DIR, so a restart does not sign everyone out.
 */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, SECRET_FILE);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  return secret;
}
