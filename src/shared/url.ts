// The URL checks, in one place: which links a Dad's Corner entry may carry and show, and which
// picture addresses an account or a plan may use.
import { IMAGE_URL_MAX_LENGTH, UPLOADS_PATH_PREFIX } from "./constants.ts";

/**
 * An absolute http(s) address with a host: the only links a Dad's Corner entry may carry, and the only ones the
 * week page draws as links (a javascript: or data: URL is never a link).
 */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/**
 * A picture address we are willing to show: one of our own uploads (a same-origin path under
 * UPLOADS_PATH_PREFIX, no "..", no "//") or an https URL. `javascript:`, `data:`, `http:` and the rest are refused.
 */
export function isAllowedImageUrl(value: string): boolean {
  if (value.length === 0 || value.length > IMAGE_URL_MAX_LENGTH) return false;
  if (value.startsWith(UPLOADS_PATH_PREFIX)) {
    return /^[A-Za-z0-9._~/-]+$/.test(value) && !value.includes("//") && !value.split("/").includes("..");
  }
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.length > 0 && url.username === "" && url.password === "";
  } catch {
    return false;
  }
}
