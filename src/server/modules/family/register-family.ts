import { hashPassword } from "../identity/password-hash.ts";
import type { Database } from "../../db/client.ts";
import { DEFAULT_LOCALE, type Locale } from "../../../shared/i18n/locales.ts";
import { AppError, isUniqueViolation } from "../../lib/app-error.ts";
import { messages } from "../../../shared/messages.ts";
import type { TRegisterRequest } from "../../../shared/schemas/identity.ts";
import { findExistingEmails, insertAccount } from "../identity/identity.queries.ts";
import { createSon } from "./family.service.ts";

export interface RegisteredFamily {
  dadId: string;
  sonId: string | null;
  sonEmail: string | null;
  /** The son's family sign-in name when his address was generated (shown instead of that address). */
  sonSignInName: string | null;
  /** The one-time token to mail to a typed son address, or null. */
  sonConfirmationToken: string | null;
}

/**
 * Creates the dad and, when asked, his son with the family link, in one transaction: either both accounts
 * exist afterwards or neither does: a son who cannot be created leaves no dad without him.
 */
export async function registerFamily(db: Database, input: TRegisterRequest, opts: { dadEmailVerified: boolean; language?: Locale }): Promise<RegisteredFamily> {
  // A family that registers in Spanish keeps Spanish (its mails too); English is what everyone else follows anyway.
  const language = opts.language !== undefined && opts.language !== DEFAULT_LOCALE ? opts.language : null;
  const dadEmail = input.email;
  const includeSon = input.includeSon === true;
  // Hash before looking the addresses up: a taken address then answers as slowly as a free one, so the
  // response time does not tell which emails are registered.
  const [dadHash, sonHash] = await Promise.all([
    hashPassword(input.password),
    includeSon && input.sonPassword ? hashPassword(input.sonPassword) : Promise.resolve(null),
  ]);

  try {
    return await db.transaction(async (tx) => {
      const requested = includeSon && input.sonEmail ? [dadEmail, input.sonEmail] : [dadEmail];
      const taken = await findExistingEmails(tx, requested);
      if (taken.has(dadEmail)) throw new AppError("CONFLICT", messages.emailAlreadyRegistered, { email: messages.emailAlreadyRegistered });
      if (input.sonEmail && taken.has(input.sonEmail)) {
        throw new AppError("CONFLICT", messages.sonEmailAlreadyRegistered, { sonEmail: messages.sonEmailAlreadyRegistered });
      }

      const dadId = crypto.randomUUID();
      await insertAccount(tx, {
        id: dadId,
        email: dadEmail,
        fullName: input.fullName,
        passwordHash: dadHash,
        role: "dad",
        emailVerified: opts.dadEmailVerified,
        timeZone: input.timeZone,
        language,
      });
      if (!includeSon || !sonHash || !input.sonFullName || !input.sonAgeBand)
        return { dadId, sonId: null, sonEmail: null, sonSignInName: null, sonConfirmationToken: null };

      // The dad's consent is recorded on the family link. An address he typed is not verified by him: its
      // holder confirms the link first; an empty one becomes a generated family address.
      const son = await createSon(tx, dadId, {
        fullName: input.sonFullName,
        email: input.sonEmail,
        passwordHash: sonHash,
        ageBand: input.sonAgeBand,
        language,
      });
      return { dadId, sonId: son.sonId, sonEmail: son.email, sonSignInName: son.signInName, sonConfirmationToken: son.confirmationToken };
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    // A concurrent registration took an address between our check and our insert.
    if (isUniqueViolation(error, "users_email_unique")) {
      throw new AppError("CONFLICT", messages.emailAlreadyRegistered, { email: messages.emailAlreadyRegistered });
    }
    throw error;
  }
}
