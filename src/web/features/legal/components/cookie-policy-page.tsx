// /cookies — the cookies StrongBond sets: the session, and the language a visitor chose. If another cookie is ever
// added, list it here.
import { Link } from "react-router";
import { LegalDocument, Section } from "./legal-document.tsx";
import { paths } from "../../../paths.ts";

export function CookiePolicyPage() {
  return (
    <LegalDocument
      title="Cookie Policy"
      summary={
        <p>
          StrongBond uses one cookie to keep you signed in, the session cookie, and a second only if you pick a language with the switch at the top of the page,
          to remember it. No advertising, analytics or tracking cookies, and no cookies from other companies.
        </p>
      }
    >
      <Section title="The session cookie">
        <ul>
          <li>
            <strong>What it does:</strong> it tells our server that you are signed in, so you don&apos;t have to type your password on every page.
          </li>
          <li>
            <strong>When it is set:</strong> when you sign in. Before that, StrongBond sets no session cookie.
          </li>
          <li>
            <strong>How long it lasts:</strong> 7 days after you last used StrongBond, and never more than 30 days; signing out, changing your password or
            resetting it ends it at once.
          </li>
          <li>
            <strong>How it is protected:</strong> scripts on the page cannot read it, it is only sent to StrongBond itself, and over a secure (https) connection
            it is only ever sent encrypted.
          </li>
        </ul>
      </Section>

      <Section title="The language cookie">
        <ul>
          <li>
            <strong>What it does:</strong> it remembers whether you read StrongBond in English or in Spanish (it holds “en” or “es”, nothing else).
          </li>
          <li>
            <strong>When it is set:</strong> only when you press the language switch. Until then your browser&apos;s language decides.
          </li>
          <li>
            <strong>How long it lasts:</strong> one year, or until you clear it; signed in, your choice is also kept on your profile.
          </li>
        </ul>
      </Section>

      <Section title="Your choice">
        <p>
          Because this cookie is needed to sign in, there is no banner asking for consent. If you block it in your browser, you can still read the home page,
          but you cannot sign in.
        </p>
      </Section>

      <Section title="More">
        <p>
          What we keep about you and your son is in the{" "}
          <Link to={paths.privacy()} className="underline underline-offset-4">
            Privacy Policy
          </Link>
          .
        </p>
      </Section>
    </LegalDocument>
  );
}
