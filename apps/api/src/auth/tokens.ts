import { errors, jwtVerify, SignJWT } from "jose";

/** The customer a valid access token speaks for. */
export interface SessionCustomer {
  id: number;
  groupId: number;
  expiresAt: Date;
}

type TokenKind = "access" | "refresh";

export interface TokenIssuer {
  /** An access token and its expiry. */
  issueAccess(customer: { id: number; groupId: number; tokenVersion: number }): Promise<{ token: string; expiresAt: Date }>;
  /** A refresh token with its id (jti), which the server keeps while the token may be used. */
  issueRefresh(customer: { id: number; tokenVersion: number }): Promise<{ token: string; jti: string; expiresAt: Date }>;
  /** The claims of a valid, unexpired token of that kind, or null. */
  verify(token: string, kind: TokenKind): Promise<{ customerId: number; groupId: number; tokenVersion: number; jti: string; expiresAt: Date } | null>;
}

const ISSUER = "shop-api";

/** HMAC-SHA256 signed JWTs (jose) with an expiry; the token version lets a password change end old sessions. */
export function createTokenIssuer(options: { secret: string; accessLifetimeSeconds: number; refreshLifetimeSeconds: number; now: () => Date }): TokenIssuer {
  const key = new TextEncoder().encode(options.secret);
  const sign = async (kind: TokenKind, claims: Record<string, unknown>, subject: number, lifetime: number) => {
    const issuedAt = Math.floor(options.now().getTime() / 1000);
    const expiresAt = issuedAt + lifetime;
    const jti = crypto.randomUUID();
    const token = await new SignJWT({ ...claims, kind })
      .setProtectedHeader({ alg: "HS256" })
      .setIssuer(ISSUER)
      .setSubject(String(subject))
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .setJti(jti)
      .sign(key);
    return { token, jti, expiresAt: new Date(expiresAt * 1000) };
  };
  return {
    issueAccess: (customer) => sign("access", { grp: customer.groupId, ver: customer.tokenVersion }, customer.id, options.accessLifetimeSeconds),
    issueRefresh: (customer) => sign("refresh", { ver: customer.tokenVersion }, customer.id, options.refreshLifetimeSeconds),
    async verify(token, kind) {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ["HS256"], currentDate: options.now() });
        if (payload.kind !== kind || payload.exp === undefined || payload.jti === undefined) return null;
        const customerId = Number(payload.sub);
        if (!Number.isInteger(customerId)) return null;
        return { customerId, groupId: Number(payload.grp ?? 1), tokenVersion: Number(payload.ver ?? 0), jti: payload.jti, expiresAt: new Date(payload.exp * 1000) };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
