import { errors, jwtVerify, SignJWT } from "jose";

/** The customer a valid access token speaks for. */
export interface SessionCustomer {
  id: number;
  groupId: number;
  expiresAt: Date;
  /** The jti of the refresh token issued with this access token (the session's), when the token names one. */
  refreshJti: string | undefined;
}

type TokenKind = "access" | "refresh";

/** A refresh token as issued: signing the same jti and times again gives the same token. */
export interface IssuedRefresh {
  token: string;
  jti: string;
  issuedAt: Date;
  expiresAt: Date;
}

export interface VerifiedToken {
  customerId: number;
  groupId: number;
  tokenVersion: number;
  jti: string;
  issuedAt: Date;
  expiresAt: Date;
  /** A refresh token the server keeps a row for (issued since migration 009); false for one issued by older code. */
  kept: boolean;
  /** An access token's session: the jti of the refresh token issued with it. */
  refreshJti: string | undefined;
}

export interface TokenIssuer {
  /** An access token and its expiry, naming the refresh token issued with it (`refreshJti`). */
  issueAccess(customer: { id: number; groupId: number; tokenVersion: number }, refreshJti: string): Promise<{ token: string; expiresAt: Date }>;
  /**
   * A refresh token with its id (jti), which the server keeps while the token may be used; with
   * `again` (a jti and times issued before) the very same token once more.
   */
  issueRefresh(customer: { id: number; tokenVersion: number }, again?: Omit<IssuedRefresh, "token">): Promise<IssuedRefresh>;
  /** The claims of a valid, unexpired token of that kind, or null. */
  verify(token: string, kind: TokenKind): Promise<VerifiedToken | null>;
}

const ISSUER = "shop-api";
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** HMAC-SHA256 signed JWTs (jose) with an expiry; the token version lets a password reset end old sessions. */
export function createTokenIssuer(options: { secret: string; accessLifetimeSeconds: number; refreshLifetimeSeconds: number; now: () => Date }): TokenIssuer {
  const key = new TextEncoder().encode(options.secret);
  // HS256 over the same claims in the same order is the same token: `again` relies on it.
  const sign = async (kind: TokenKind, claims: Record<string, unknown>, subject: number, token: { jti: string; issuedAt: number; expiresAt: number }) => {
    const signed = await new SignJWT({ ...claims, kind })
      .setProtectedHeader({ alg: "HS256" })
      .setIssuer(ISSUER)
      .setSubject(String(subject))
      .setIssuedAt(token.issuedAt)
      .setExpirationTime(token.expiresAt)
      .setJti(token.jti)
      .sign(key);
    return { token: signed, jti: token.jti, issuedAt: new Date(token.issuedAt * 1000), expiresAt: new Date(token.expiresAt * 1000) };
  };
  const fresh = (lifetime: number) => {
    const issuedAt = seconds(options.now());
    return { jti: crypto.randomUUID(), issuedAt, expiresAt: issuedAt + lifetime };
  };
  return {
    issueAccess: (customer, refreshJti) =>
      sign("access", { grp: customer.groupId, ver: customer.tokenVersion, rt: refreshJti }, customer.id, fresh(options.accessLifetimeSeconds)),
    issueRefresh: (customer, again) =>
      sign(
        "refresh",
        { ver: customer.tokenVersion, kept: true },
        customer.id,
        again === undefined ? fresh(options.refreshLifetimeSeconds) : { jti: again.jti, issuedAt: seconds(again.issuedAt), expiresAt: seconds(again.expiresAt) },
      ),
    async verify(token, kind) {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ["HS256"], currentDate: options.now() });
        if (payload.kind !== kind || payload.exp === undefined || payload.jti === undefined) return null;
        const customerId = Number(payload.sub);
        if (!Number.isInteger(customerId)) return null;
        return {
          customerId,
          groupId: Number(payload.grp ?? 1),
          tokenVersion: Number(payload.ver ?? 0),
          jti: payload.jti,
          // Tokens of older code carry iat too (jose's setIssuedAt); without one it counts as issued at the epoch.
          issuedAt: new Date((payload.iat ?? 0) * 1000),
          expiresAt: new Date(payload.exp * 1000),
          kept: payload.kept === true,
          refreshJti: typeof payload.rt === "string" ? payload.rt : undefined,
        };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
