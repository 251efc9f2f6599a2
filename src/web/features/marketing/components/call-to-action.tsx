// The landing page's role-dependent call to action (docs/areas/navigation.md).
import { t } from "../../../lib/i18n.ts";
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { Role } from "../../../../shared/constants.ts";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { paths } from "../../../paths.ts";

/** Signed out: register. Signed in: his dashboard (an admin's is the admin panel). */
function callToActionFor(role: Role | null): { label: string; to: string } {
  if (role === null) return { label: t("landing.cta.start"), to: paths.register() };
  return { label: role === "admin" ? t("landing.cta.admin") : t("landing.cta.dashboard"), to: paths.dashboardFor(role) };
}

export function CallToAction({ role, tone = "light" }: { role: Role | null; tone?: "light" | "dark" }) {
  const cta = callToActionFor(role);
  return (
    <div className="flex flex-wrap items-center gap-4">
      <ButtonLink to={cta.to} variant="accent" size="lg">
        {cta.label}
        <ArrowRight aria-hidden="true" className="size-5" />
      </ButtonLink>
      {role === null ? (
        <Link
          to={paths.login()}
          className={
            tone === "dark"
              ? "rounded px-2 py-1 font-semibold text-white underline-offset-4 hover:underline"
              : "rounded px-2 py-1 font-semibold text-navy-900 underline-offset-4 hover:underline"
          }
        >
          {t("nav.signIn")}
        </Link>
      ) : null}
    </div>
  );
}
