// An optional text field arrives as "" from a form: stored as null, so "not given" has one spelling in the database.

/** "" (or nothing) becomes null; any other text is kept as it is. */
export function nullIfEmpty(value: string | null | undefined): string | null {
  return value === undefined || value === null || value === "" ? null : value;
}
