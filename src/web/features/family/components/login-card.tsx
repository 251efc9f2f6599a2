// A son's login card: where to go, his sign-in name and (right after his dad set it) his password. It prints on
// its own (the print stylesheet in styles.css shows only `.login-card`) or is shared through the phone's
// share sheet, else copied.
import { t } from "../../../lib/i18n.ts";
import { Printer, Share2 } from "lucide-react";
import { useState } from "react";
import { isMadeUpAddress } from "../../../../shared/schemas/son-sign-in.ts";
import { Button } from "../../../components/ui/button.tsx";
import "../../../lib/catalog-parts/family.ts";

export interface LoginCardProps {
  sonName: string;
  signInEmail: string;
  /** His family sign-in name, when his dad set one. */
  signInName?: string | null | undefined;
  /** Only right after the dad set it; never stored in the browser. */
  password?: string | undefined;
}

/** What he types to sign in: his family sign-in name, else a real address; a made-up address is never called an e-mail. */
function signInLabel({ signInEmail, signInName }: LoginCardProps): { label: string; value: string } {
  if (signInName) return { label: t("family.card.signInName"), value: signInName };
  // A made-up address is never shown: every son who has one was given a family sign-in name with it.
  return isMadeUpAddress(signInEmail)
    ? { label: t("family.card.signInName"), value: t("family.card.setOne") }
    : { label: t("family.card.email"), value: signInEmail };
}

/** The secret's name: a sign-in name goes with a PIN, or with the password his dad typed until he sets a PIN. */
function secretLabel({ signInName, password }: LoginCardProps): string {
  if (!signInName) return t("family.card.password");
  return password ? t("family.card.password") : t("family.card.pinOrPassword");
}

function loginText(props: LoginCardProps): string {
  const url = `${window.location.origin}${props.signInName ? "/family/sign-in" : "/login"}`;
  const { label, value } = signInLabel(props);
  return t("family.card.shareText", {
    name: props.sonName,
    url,
    label,
    value,
    secretLabel: secretLabel(props),
    secret: props.password ?? t("family.card.dadsOne"),
  });
}

export function LoginCard(props: LoginCardProps) {
  const [copied, setCopied] = useState(false);
  const { label, value } = signInLabel(props);
  const goTo = `${window.location.origin}${props.signInName ? "/family/sign-in" : "/login"}`;
  const share = async () => {
    const text = loginText(props);
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title: t("family.card.title", { name: props.sonName }), text });
        return;
      } catch {
        // Cancelled or refused: fall back to copying.
      }
    }
    await navigator.clipboard?.writeText(text);
    setCopied(true);
  };
  return (
    <div>
      <div className="login-card rounded-2xl border-2 border-dashed border-navy-300 bg-navy-50 p-5 text-navy-950">
        <p className="text-sm font-semibold tracking-wide text-amber-700 uppercase">{t("family.card.heading")}</p>
        <p className="mt-1 text-xl font-bold">{props.sonName}</p>
        <dl className="mt-3 space-y-2 text-base">
          <div>
            <dt className="text-sm text-navy-600">{t("family.card.goTo")}</dt>
            <dd className="font-semibold break-all">{goTo}</dd>
          </div>
          <div>
            <dt className="text-sm text-navy-600">{label}</dt>
            <dd className="font-mono font-semibold break-all">{value}</dd>
          </div>
          <div>
            <dt className="text-sm text-navy-600">{secretLabel(props)}</dt>
            <dd className={props.password ? "font-mono font-semibold break-all" : "text-navy-700"}>{props.password ?? t("family.card.theOneYouGave")}</dd>
          </div>
        </dl>
      </div>
      <div className="mt-3 flex flex-wrap gap-2 print:hidden">
        <Button variant="secondary" size="sm" icon={<Printer aria-hidden="true" className="size-4" />} onClick={() => window.print()}>
          {t("family.card.print")}
        </Button>
        <Button variant="secondary" size="sm" icon={<Share2 aria-hidden="true" className="size-4" />} onClick={() => void share()}>
          {t("family.card.share")}
        </Button>
        {copied ? (
          <p role="status" className="self-center text-sm text-emerald-800">
            {t("family.card.copied")}
          </p>
        ) : null}
      </div>
    </div>
  );
}
