// How a son appears to people outside his family: by his first name.

/** "Eli Young" → "Eli". */
export function firstNameOf(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? fullName;
}

/** A person as a group's rules need him to decide how he is named (his family link when he is a son). */
export interface NamedPerson {
  authorId: string;
  fullName: string;
  accountRole: string;
  sonDadId: string | null;
  sonAgeBand: string | null;
  sonFullNameInGroups: boolean | null;
}

/**
 * His name as this viewer may read it: another family's son by his first name, unless his dad allows
 * his full name (13 or older only); his own family sees him as he is.
 */
export function nameAsSeenBy(person: NamedPerson, viewer: { userId: string; familyDadId: string | null }): string {
  if (person.accountRole !== "son") return person.fullName;
  const ownFamily =
    person.authorId === viewer.userId || (person.sonDadId !== null && (person.sonDadId === viewer.userId || person.sonDadId === viewer.familyDadId));
  if (ownFamily || (person.sonFullNameInGroups === true && person.sonAgeBand === "13_plus")) return person.fullName;
  return firstNameOf(person.fullName);
}
