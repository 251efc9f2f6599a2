// /churches: what a church or men's ministry gets from StrongBond, what it costs, and "Start your organization" —
// open to a leader who is not a dad and has no plan: registration for a leader skips the family's
// plan choice and lands on creating the organization. Prerendered (scripts/prerender.ts) like the landing page.
import { BookOpenText, Mail, Printer, QrCode, ShieldCheck, Users } from "lucide-react";
import { Link } from "react-router";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { paths } from "../../../paths.ts";
import { useSession } from "../../../session/get-session.ts";

const COMMISSION_PERCENT = 12;

const gets = [
  {
    icon: QrCode,
    title: "One link for every family",
    text: "Share one invitation link or its QR code in the bulletin or on the screen on Sunday. Families join in a minute.",
  },
  {
    icon: Mail,
    title: "Invitations by e-mail",
    text: "Paste a list of addresses. Each family gets one invitation and one friendly reminder a few days later, and nothing after that.",
  },
  {
    icon: Users,
    title: "A roster of families",
    text: "See which families joined and when: the dad's name and how many sons. Never a child's details, never a journal.",
  },
  {
    icon: BookOpenText,
    title: "Your own plans, your name on them",
    text: "Write devotionals and challenges in the studio, publish them with your organization's name, and share your page.",
  },
  {
    icon: Printer,
    title: "A leader guide for the breakfast",
    text: "Print each week's discussion questions, the challenge and talking points for your Saturday men's breakfast.",
  },
  {
    icon: ShieldCheck,
    title: "Privacy built in",
    text: "A dad accepts for his family and can leave at any time. Sons under 13 are never shown beyond their first name.",
  },
];

export function ChurchesPage() {
  const { user } = useSession();
  // Signed in: straight to creating it. Signed out: a leader's registration (no family plan to choose first).
  const start = user ? paths.organizationCreate() : paths.registerLeader();
  return (
    <>
      <title>For Churches & Ministries · StrongBond</title>
      <section className="bg-gradient-to-b from-cream via-amber-50 to-cream">
        <div className="mx-auto max-w-5xl px-4 pt-12 pb-14 sm:px-6 lg:px-8 lg:pt-20">
          <p className="text-sm font-semibold tracking-widest text-amber-800 uppercase">For churches & ministries</p>
          <h1 className="mt-3 text-4xl leading-tight font-bold sm:text-5xl">Bring your fathers and sons into one weekly rhythm</h1>
          <p className="mt-6 max-w-2xl text-lg text-navy-700 sm:text-xl">
            StrongBond gives your men's ministry a place for its families: invite them with one link, see who joined, publish your own plans and print a leader
            guide for each week.
          </p>
          <div className="mt-8 flex flex-wrap items-center gap-4">
            <ButtonLink to={start} variant="accent" size="lg">
              Start your organization
            </ButtonLink>
            {user ? null : (
              <Link
                to={paths.login()}
                state={{ from: { pathname: paths.organizationCreate(), search: "", hash: "" } }}
                className="font-semibold text-navy-800 underline underline-offset-4"
              >
                I already have an account
              </Link>
            )}
          </div>
          <p className="mt-4 text-sm text-navy-700">You don't need to be a dad or choose a plan to start one. Starting is free.</p>
        </div>
      </section>

      <section aria-labelledby="churches-gets" className="mx-auto max-w-5xl px-4 py-14 sm:px-6 lg:px-8">
        <h2 id="churches-gets" className="text-3xl font-bold">
          What your ministry gets
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {gets.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-navy-100">
              <Icon aria-hidden="true" className="size-7 text-amber-700" />
              <h3 className="mt-3 text-lg font-bold">{title}</h3>
              <p className="mt-2 text-navy-700">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="churches-costs" className="bg-white">
        <div className="mx-auto max-w-5xl px-4 py-14 sm:px-6 lg:px-8">
          <h2 id="churches-costs" className="text-3xl font-bold">
            What it costs
          </h2>
          <dl className="mt-8 grid gap-6 sm:grid-cols-3">
            <div className="rounded-2xl bg-cream p-6 ring-1 ring-navy-100">
              <dt className="font-bold">Starting an organization</dt>
              <dd className="mt-2 text-navy-700">Free. Invite as many families as you serve; free plans stay free for them.</dd>
            </div>
            <div className="rounded-2xl bg-cream p-6 ring-1 ring-navy-100">
              <dt className="font-bold">Selling your own plans</dt>
              <dd className="mt-2 text-navy-700">
                You set the price. StrongBond keeps a {COMMISSION_PERCENT}% commission on each sale; the rest is paid out to your organization through Stripe.
              </dd>
            </div>
            <div className="rounded-2xl bg-cream p-6 ring-1 ring-navy-100">
              <dt className="font-bold">Sponsored seats</dt>
              <dd className="mt-2 text-navy-700">
                Pay once for a number of seats, or for all your members, on a paid plan, yours or another's, so your families open every week without paying
                themselves. The same {COMMISSION_PERCENT}% split applies.
              </dd>
            </div>
          </dl>
          <p className="mt-6 text-sm text-navy-700">Week 1 of every plan is free for every family.</p>
        </div>
      </section>

      <section className="mx-auto max-w-5xl px-4 py-14 text-center sm:px-6 lg:px-8">
        <h2 className="text-2xl font-bold">Ready when your men are</h2>
        <p className="mx-auto mt-3 max-w-xl text-navy-700">Create your organization, share your link on Sunday, and print the first week's guide.</p>
        <div className="mt-6">
          <ButtonLink to={start} variant="primary" size="lg">
            Start your organization
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
