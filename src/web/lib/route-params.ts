// The one reader of ids in a screen's address. An id that cannot be one (abc, a UUID, 0, 1.5,
// beyond PostgreSQL's integer) is null, and the screen shows its not-found text without asking the API; an id
// that could be one but names nothing gets the API's 404, which the screen shows the same way.
import { MAX_INT4 } from "../../shared/constants.ts";

/** A database id (a positive 32-bit integer) from a route parameter, or null. */
export function idFromParam(param: string | undefined): number | null {
  if (!param || !/^\d{1,10}$/.test(param)) return null;
  const id = Number(param);
  return id >= 1 && id <= MAX_INT4 ? id : null;
}
