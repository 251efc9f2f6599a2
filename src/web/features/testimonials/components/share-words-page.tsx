// /share-words: after his family finished a plan, a dad may share a few words about it for StrongBond's public page —
// his own words (never his son's), shown with his first name and city only, once an admin has read them, and only
// with the consent he ticks here (the server records when). He can withdraw them from /account.
import { zodResolver } from "@hookform/resolvers/zod";
import { MessageSquareQuote } from "lucide-react";
import { useForm, useWatch } from "react-hook-form";
import { useSearchParams } from "react-router";
import {
  TESTIMONIAL_CITY_MAX,
  TESTIMONIAL_WORDS_MAX,
  TESTIMONIAL_WORDS_MIN,
  ZTestimonialRequest,
  type TTestimonialRequest,
} from "../../../../shared/schemas/testimonials.ts";
import { testimonialByline } from "../../../../shared/testimonial-section.ts";
import { Page } from "../../../components/layout/page.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { Checkbox } from "../../../components/ui/checkbox.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { LoadingScreen } from "../../../components/ui/spinner.tsx";
import { TextAreaField } from "../../../components/ui/text-area-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useFormSubmit } from "../../../lib/use-form-submit.ts";
import { paths } from "../../../paths.ts";
import { useSession } from "../../../session/get-session.ts";
import { useMyTestimonials, useShareWords } from "../../../lib/my-testimonials.ts";
import { messages } from "../../../../shared/messages.ts";
import { localize, t } from "../../../lib/i18n.ts";
import { richText } from "../../../lib/rich-text.tsx";
import "../../../lib/catalog-parts/testimonials.ts";

const FIELDS = ["planId", "city", "words", "consent"] as const;

export function ShareWordsPage() {
  const mine = useMyTestimonials();
  return (
    <Page title={t("testimonials.title")} width="medium" description={t("testimonials.description")}>
      {mine.isPending ? <LoadingScreen message={t("testimonials.loading")} /> : null}
      {mine.isError ? <Alert tone="error">{localize(messages.loadDataFailed)}</Alert> : null}
      {mine.data ? <ShareWordsForm plans={mine.data.finishedPlans} /> : null}
    </Page>
  );
}

function ShareWordsForm({ plans }: { plans: { id: number; title: string }[] }) {
  const [searchParams] = useSearchParams();
  const { user } = useSession();
  const share = useShareWords();
  const asked = Number(searchParams.get("plan"));
  const first = plans.find((plan) => plan.id === asked) ?? plans[0];
  const form = useForm<TTestimonialRequest>({
    resolver: zodResolver(ZTestimonialRequest),
    defaultValues: { planId: first ? String(first.id) : "", city: "", words: "", consent: false as unknown as true },
  });
  const { register, formState, control } = form;
  const { errors } = formState;
  const [city, words] = useWatch({ control, name: ["city", "words"] });
  const { onSubmit, formError, success } = useFormSubmit(form, {
    fields: FIELDS,
    failureMessage: t("testimonials.failed"),
    save: async (values) => localize((await share.mutateAsync(values)).message),
  });

  if (success) {
    return (
      <Card>
        <Alert tone="success">{success}</Alert>
        <p className="mt-4 text-navy-700">{t("testimonials.doneText")}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <ButtonLink to={paths.account()} variant="secondary">
            {t("testimonials.account")}
          </ButtonLink>
          <ButtonLink to={paths.dashboardDad()} variant="secondary">
            {t("testimonials.dashboard")}
          </ButtonLink>
        </div>
      </Card>
    );
  }
  if (!first) {
    return (
      <EmptyState
        icon={<MessageSquareQuote aria-hidden="true" className="size-6" />}
        title={t("testimonials.emptyTitle")}
        description={t("testimonials.emptyText")}
        action={
          <ButtonLink to={paths.account()} variant="secondary">
            {t("testimonials.account")}
          </ButtonLink>
        }
      />
    );
  }
  const firstName = user?.fullName.trim().split(/\s+/)[0] ?? "";
  return (
    <Card>
      <form onSubmit={onSubmit} noValidate aria-label={t("testimonials.title")} className="space-y-5">
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <SelectField label={t("testimonials.plan")} error={errors.planId?.message} {...register("planId")}>
          {plans.map((plan) => (
            <option key={plan.id} value={plan.id}>
              {plan.title}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          label={t("testimonials.words")}
          rows={5}
          maxLength={TESTIMONIAL_WORDS_MAX}
          hint={t("testimonials.wordsHint", { min: TESTIMONIAL_WORDS_MIN, max: TESTIMONIAL_WORDS_MAX, count: String(words ?? "").length })}
          error={errors.words?.message}
          {...register("words")}
        />
        <TextField
          label={t("testimonials.city")}
          autoComplete="address-level2"
          maxLength={TESTIMONIAL_CITY_MAX}
          error={errors.city?.message}
          {...register("city")}
        />
        <p className="text-sm text-navy-700">
          {richText(t("testimonials.shownAs", { byline: testimonialByline({ firstName, city: String(city ?? "").trim() || t("testimonials.yourCity") }) }), [
            (byline) => <span className="font-semibold">{byline}</span>,
          ])}
        </p>
        <div>
          <Checkbox
            label={t("testimonials.consent")}
            aria-invalid={errors.consent ? true : undefined}
            description={errors.consent ? <span className="font-semibold text-red-700">{localize(errors.consent.message)}</span> : undefined}
            {...register("consent")}
          />
        </div>
        <Button type="submit" loading={formState.isSubmitting}>
          {t("testimonials.submit")}
        </Button>
      </form>
    </Card>
  );
}
