// A one-time token for a link we mail or show (a family link's confirmation, a son's sign-in link, an address
// change): the token goes to its holder, only its SHA-256 is stored, so a database read never yields a usable link.
import crypto from "node:crypto";

export function newLinkToken(): { token: string; hash: string } {
  const token = crypto.randomBytes(32).toString("base64url");
  return { token, hash: hashLinkToken(token) };
}

export function hashLinkToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}
