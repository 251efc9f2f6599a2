import { Compass } from "lucide-react";
import { t } from "../lib/i18n.ts";
import { ButtonLink } from "../components/ui/button.tsx";
import { paths } from "../paths.ts";

export default function NotFoundScreen() {
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <title>{`${t("msg.pageNotFoundTitle")} · StrongBond`}</title>
      <div aria-hidden="true" className="mb-6 flex size-16 items-center justify-center rounded-full bg-amber-100 text-amber-700">
        <Compass className="size-8" />
      </div>
      <p className="font-display text-5xl font-bold text-navy-500">404</p>
      <h1 className="mt-2 text-3xl font-bold sm:text-4xl">{t("msg.pageNotFoundTitle")}</h1>
      <p className="mt-3 text-lg text-navy-700">{t("msg.pageNotFoundText")}</p>
      <ButtonLink to={paths.home()} className="mt-8">
        {t("notFound.home")}
      </ButtonLink>
    </div>
  );
}
