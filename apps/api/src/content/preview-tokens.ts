import { createHash, createHmac, timingSafeEqual } from "node:crypto";

/** The content space the simulator serves (the `space_id` of preview links). */
export const CONTENT_SPACE_ID = 1;
/** How old a preview link's timestamp may be (the content service's own hour). */
export const PREVIEW_LINK_MAX_AGE_SECONDS = 3600;
/** How long a preview token from validate-editor opens drafts. */
export const PREVIEW_TOKEN_LIFETIME_SECONDS = 8 * 3600;

export const equalSecrets = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * The `token` of a preview link, as the content service signs the editor's link:
 * sha1 of "space_id:secret:timestamp", the secret being the editor token here.
 */
export function previewLinkToken(spaceId: number | string, editorToken: string, timestamp: number | string): string {
  return createHash("sha1").update(`${spaceId}:${editorToken}:${timestamp}`).digest("hex");
}

export interface PreviewTokens {
  /** Whether a preview link (space id, timestamp in seconds, token) was signed by the editor and is recent. */
  linkIsValid(link: { spaceId: string; timestamp: string; token: string }): boolean;
  /** A preview token: `{expires}.{signature}`, good for PREVIEW_TOKEN_LIFETIME_SECONDS. */
  issue(): string;
  isValid(token: string | undefined): boolean;
}

/** Preview links and tokens, signed with the editor token (a new editor token ends every open preview). */
export function createPreviewTokens(editorToken: string, now: () => Date): PreviewTokens {
  const sign = (expires: number) => createHmac("sha256", editorToken).update(`preview:${expires}`).digest("base64url");
  const seconds = () => Math.floor(now().getTime() / 1000);
  return {
    linkIsValid({ spaceId, timestamp, token }) {
      if (spaceId !== String(CONTENT_SPACE_ID) || !/^\d{1,12}$/.test(timestamp)) return false;
      const age = seconds() - Number(timestamp);
      // A minute of clock skew ahead; an hour behind.
      if (age < -60 || age > PREVIEW_LINK_MAX_AGE_SECONDS) return false;
      return equalSecrets(token, previewLinkToken(spaceId, editorToken, timestamp));
    },
    issue() {
      const expires = seconds() + PREVIEW_TOKEN_LIFETIME_SECONDS;
      return `${expires}.${sign(expires)}`;
    },
    isValid(token) {
      const match = token === undefined ? null : /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
      const [, expiresText, signature] = match ?? [];
      if (expiresText === undefined || signature === undefined) return false;
      const expires = Number(expiresText);
      return expires > seconds() && equalSecrets(signature, sign(expires));
    },
  };
}
