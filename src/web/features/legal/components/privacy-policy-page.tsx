// /privacy — what StrongBond keeps about a dad and his son, who sees it, how long, and how to take it out.
// Every sentence describes what the code does today: change it when the app changes.
import { Link } from "react-router";
import { LegalDocument, Section } from "./legal-document.tsx";
import { paths } from "../../../paths.ts";

export function PrivacyPolicyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      summary={
        <p>
          StrongBond keeps only what it needs to run your family&apos;s journey. We do not sell anything about you or your son, we show no advertising, and
          nothing a son writes is public. A dad can download or delete his son&apos;s data at any time.
        </p>
      }
    >
      <Section title="Who this is for">
        <p>
          StrongBond is for fathers and their sons. A dad creates his own account and, if he wants, his son&apos;s account in the same step. Many sons are
          children, so a son&apos;s account is only ever created by his dad, who agrees to this policy for him when he registers him.
        </p>
      </Section>

      <Section title="What we keep about a dad">
        <ul>
          <li>His name, his email address and his password (stored only as a one-way hash that nobody can read back).</li>
          <li>His role in the app and the plan he has chosen.</li>
          <li>The language he reads StrongBond in, if he chooses one (English or Spanish); his son chooses his own.</li>
          <li>His weekly progress (which devotionals and challenges are done) and his journal entries.</li>
          <li>The fitness results he logs (for example 25 push-ups in week 1), with the version he did and who logged it.</li>
          <li>
            The groups he belongs to and his role in each, what he posts in a group&apos;s weekly conversation (and reports he sends), and whether he lets a
            group&apos;s or an organization&apos;s leaders see his family&apos;s progress.
          </li>
          <li>Plans he has bought: the plan, the price and the date.</li>
          <li>His conversations with the assistant, if he uses it.</li>
          <li>The record that he gave consent for his son, and when.</li>
          <li>
            If he shares a few words about a plan his family finished: the words, his first name (from his account), the city he gives, the plan, when he agreed
            to their publication, and whether an administrator approved them. Only a dad can share words; never his son.
          </li>
          <li>
            His weekly reminder if he sets one (day, time, time zone, e-mail or notifications), the notification address his browser gives us for each device he
            turns notifications on, which reminders were sent, and the encouragements he sends his sons.
          </li>
        </ul>
      </Section>

      <Section title="What we keep about a son">
        <ul>
          <li>His name, his sign-in email address (his own, or one we make up for him on registration) and his password hash.</li>
          <li>His weekly progress, his journal entries, the fitness results he or his dad logs for him, and the groups he belongs to.</li>
          <li>His conversations with the assistant, only if his dad has switched the assistant on for him.</li>
          <li>
            A weekly reminder only if his dad turns one on for him, with the record of his dad&apos;s consent and when; a son under 13 is reminded in the app
            and by notification, never by e-mail. The encouragements his dad sends him.
          </li>
        </ul>
        <p>We never ask a son for his age, his address, his school, a photo or a phone number.</p>
      </Section>

      <Section title="What we keep to keep accounts safe">
        <ul>
          <li>
            For each signed-in device: the session, the network (IP) address it signed in from and the browser&apos;s name (its user agent). You are signed out
            after 7 days without use and after 30 days in any case; changing or resetting your password signs out every other device.
          </li>
          <li>Counts of recent sign-in and password attempts by network address, so that nobody can guess passwords.</li>
          <li>
            The server&apos;s log: sign-ins and refused requests, with the email address and network address involved. The log never holds passwords, session
            keys or what you write in your journal.
          </li>
        </ul>
      </Section>

      <Section title="Who can see what">
        <ul>
          <li>
            <strong>You.</strong> Your journal entries are private to you unless you share an entry with your family.
          </li>
          <li>
            <strong>Your family.</strong> A dad and the son he registered see the journal entries the other one has shared with the family, and each
            other&apos;s fitness results side by side (nobody outside the family sees them; there are no leaderboards). On the Family page a dad can switch his
            son&apos;s assistant on or off, set a new password for him, sign him out everywhere, download his data and delete his account. When a dad types his
            son&apos;s own email address, these rights begin only once the person who reads that mailbox confirms the family link, and &ldquo;This isn&apos;t
            me&rdquo; ends them.
          </li>
          <li>
            <strong>A group.</strong> Members of a group see each other&apos;s names, whether each one is a dad or a son, and who leads the group. Nobody
            outside a group can see it, its members or its code. We never show anyone&apos;s email address to other users. A group&apos;s weekly conversation is
            for its dads, and for a son of 13 or older only if his dad allows it; a son under 13 never sees it. A group&apos;s leaders see how many families
            started and finished each week of its plan; a family&apos;s own progress (the weeks the dad finished, his sons&apos; first names) only if the dad
            switches that on, and never a journal entry.
          </li>
          <li>
            <strong>An organization.</strong> Churches and ministries that publish plans do not see your journal or your groups; they see your family&apos;s
            progress in their groups only if you switch that on (on your Family page), and never a journal entry.
          </li>
          <li>
            <strong>Everyone, for the words a dad shares.</strong> Once an administrator approves them, the landing page may show his words with his first name
            and city, never his full name, his email or anything about his son. Until approved, only he and the administrators see them.
          </li>
          <li>
            <strong>StrongBond&apos;s administrators</strong> see sales totals and the list of plan purchases with the buyer&apos;s name. The app gives them no
            way to read journals, progress or conversations.
          </li>
          <li>
            <strong>The AI model service, only when the assistant is switched on.</strong> When you ask the assistant something, your question, the last 20
            messages of that conversation and, on a week&apos;s page, that week&apos;s devotional and challenge are sent to the AI model service that the people
            running this StrongBond server have chosen. It receives a code instead of your name or email address. A son&apos;s questions are only sent once his
            dad has switched the assistant on for him.
          </li>
          <li>
            <strong>Email.</strong> Your email address is used to send you password-reset and address-confirmation messages, through the mail service this
            server is set up with. We send no newsletters.
          </li>
        </ul>
      </Section>

      <Section title="How long we keep it">
        <ul>
          <li>
            Your account and what you wrote are kept until the account is deleted. Deleting it removes them at once, including words you shared for the public
            page.
          </li>
          <li>
            A picture you upload is deleted with your account, or when you replace or remove it; one you upload and never use is deleted after a day. A browser
            that showed it may keep its copy for up to an hour.
          </li>
          <li>Password-reset links work for one hour. Sessions end as described above.</li>
          <li>Records of plan purchases are kept even after an account is deleted, because they are financial records.</li>
          <li>How long the server&apos;s log is kept is decided by the people who run this StrongBond server.</li>
        </ul>
      </Section>

      <Section title="How a dad downloads or deletes data">
        <ul>
          <li>
            <strong>Your own journal:</strong> on the Journal page, download it as JSON or Markdown.
          </li>
          <li>
            <strong>Your fitness log:</strong> on the Fitness page, download your results as a spreadsheet (CSV) or JSON; a dad&apos;s file also holds his
            sons&apos; results. A son&apos;s fitness results are in his data download on the Family page too.
          </li>
          <li>
            <strong>Your son&apos;s data:</strong> on the Family page you can download his data (one JSON file) or delete his account. For a son under 13 the
            download holds everything, his private journal entries and assistant conversations included, and he is told so where he writes them. For a son of 13
            or older his private entries and conversations stay his own and are left out (the file says so). Deleting removes his sign-in, progress, fitness
            results, journal, picture, group memberships and conversations for good.
          </li>
          <li>
            <strong>Your own account:</strong> ask the people who run this StrongBond server to delete it.
          </li>
          <li>You can delete any of your own journal entries and assistant conversations yourself at any time.</li>
          <li>
            Words you shared for the public page: withdraw them on your Account page at any time. They are deleted, with the record of your agreement, and leave
            the landing page at once.
          </li>
        </ul>
      </Section>

      <Section title="Cookies">
        <p>
          We use one cookie, the session cookie that keeps you signed in, and a second one only if you pick a language with the switch, to remember it. See the{" "}
          <Link to={paths.cookies()} className="underline underline-offset-4">
            Cookie Policy
          </Link>
          .
        </p>
      </Section>

      <Section title="Changes and questions">
        <p>
          If this policy changes, the date at the top changes with it. Questions about your data go to the people who run this StrongBond server. See also our{" "}
          <Link to={paths.terms()} className="underline underline-offset-4">
            Terms of Service
          </Link>
          .
        </p>
      </Section>
    </LegalDocument>
  );
}
