// /terms — the rules of using StrongBond, in plain words.
import { Link } from "react-router";
import { LegalDocument, Section } from "./legal-document.tsx";
import { paths } from "../../../paths.ts";

export function TermsOfServicePage() {
  return (
    <LegalDocument
      title="Terms of Service"
      summary={
        <p>
          Use StrongBond to grow with your son in faith and fitness, keep your family&apos;s accounts safe, and treat other families with respect. You stay
          responsible for your son&apos;s account.
        </p>
      }
    >
      <Section title="Your account">
        <ul>
          <li>Give your real name and an email address you can read. Keep your password to yourself.</li>
          <li>
            If you register your son, you confirm that you are his parent or legal guardian, that you agree to these terms and to the{" "}
            <Link to={paths.privacy()} className="underline underline-offset-4">
              Privacy Policy
            </Link>{" "}
            for him, and that you will look after his account: you choose his password, you decide whether he may use the assistant, and you can download or
            delete his data.
          </li>
          <li>Tell us, through the people who run this StrongBond server, if you think someone else is using your account.</li>
        </ul>
      </Section>

      <Section title="Groups and what you share">
        <ul>
          <li>Only invite people you know to a group. Share a group&apos;s code only with the families you want in it.</li>
          <li>Be kind. No bullying, no pretending to be someone else, nothing unsuitable for children.</li>
          <li>
            Group leaders can remove members. The people who run StrongBond may remove content or close accounts that break these rules, especially to protect a
            child.
          </li>
        </ul>
      </Section>

      <Section title="Plans and purchases">
        <ul>
          <li>Plans are written by StrongBond or by the churches and ministries that publish them, who are responsible for what they say.</li>
          <li>A plan&apos;s price is shown before you buy it.</li>
        </ul>
      </Section>

      <Section title="The assistant">
        <p>
          The assistant is a computer program. Its answers can be wrong: it is not a pastor, a doctor or a counsellor, and it does not replace them. Check
          Scripture for yourself, and take care with exercise: stop if something hurts.
        </p>
      </Section>

      <Section title="Fitness challenges">
        <p>
          Challenges are for ordinary healthy people. Adapt them to your son&apos;s age and to your own health, and ask a doctor if you are unsure. You take
          part at your own risk.
        </p>
      </Section>

      <Section title="Ending and changes">
        <ul>
          <li>You may stop using StrongBond at any time; a dad can delete his son&apos;s account himself.</li>
          <li>If these terms change, the date at the top changes with them; using StrongBond after that means you accept the new terms.</li>
        </ul>
      </Section>
    </LegalDocument>
  );
}
