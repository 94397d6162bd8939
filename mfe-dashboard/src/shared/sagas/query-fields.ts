/** A query without its empty fields (no doctor: the whole clinic, or one's own). */
export function query(fields: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}
