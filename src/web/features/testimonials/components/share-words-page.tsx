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
  testimonialMessages,
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

const FIELDS = ["planId", "city", "words", "consent"] as const;

export function ShareWordsPage() {
  const mine = useMyTestimonials();
  return (
    <Page
      title="Share a few words"
      width="medium"
      description="What a plan did for you and your son, for StrongBond's public page. An admin reads every word first."
    >
      {mine.isPending ? <LoadingScreen message="Loading..." /> : null}
      {mine.isError ? <Alert tone="error">Failed to load data</Alert> : null}
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
    failureMessage: "Failed to share your words. Please try again.",
    save: async (values) => (await share.mutateAsync(values)).message,
  });

  if (success) {
    return (
      <Card>
        <Alert tone="success">{success}</Alert>
        <p className="mt-4 text-navy-700">You can read them, or withdraw them at any time, in your account.</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <ButtonLink to={paths.account()} variant="secondary">
            Your account
          </ButtonLink>
          <ButtonLink to={paths.dashboardDad()} variant="secondary">
            Back to Dashboard
          </ButtonLink>
        </div>
      </Card>
    );
  }
  if (!first) {
    return (
      <EmptyState
        icon={<MessageSquareQuote aria-hidden="true" className="size-6" />}
        title="Nothing to share about yet"
        description="Once your family has finished a plan — every item of its last week done — you can share a few words about it here. Words you already shared are in your account."
        action={
          <ButtonLink to={paths.account()} variant="secondary">
            Your account
          </ButtonLink>
        }
      />
    );
  }
  const firstName = user?.fullName.trim().split(/\s+/)[0] ?? "";
  return (
    <Card>
      <form onSubmit={onSubmit} noValidate aria-label="Share a few words" className="space-y-5">
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <SelectField label="The plan you finished" error={errors.planId?.message} {...register("planId")}>
          {plans.map((plan) => (
            <option key={plan.id} value={plan.id}>
              {plan.title}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          label="Your words"
          rows={5}
          maxLength={TESTIMONIAL_WORDS_MAX}
          hint={`${TESTIMONIAL_WORDS_MIN}–${TESTIMONIAL_WORDS_MAX} characters (${String(words ?? "").length} so far). Your own words, not your son's: please do not name him.`}
          error={errors.words?.message}
          {...register("words")}
        />
        <TextField label="Your city" autoComplete="address-level2" maxLength={TESTIMONIAL_CITY_MAX} error={errors.city?.message} {...register("city")} />
        <p className="text-sm text-navy-700">
          Shown as: <span className="font-semibold">{testimonialByline({ firstName, city: String(city ?? "").trim() || "your city" })}</span> — your first name
          and city, never your surname.
        </p>
        <div>
          <Checkbox
            label={testimonialMessages.consent}
            aria-invalid={errors.consent ? true : undefined}
            description={errors.consent ? <span className="font-semibold text-red-700">{errors.consent.message}</span> : undefined}
            {...register("consent")}
          />
        </div>
        <Button type="submit" loading={formState.isSubmitting}>
          Share my words
        </Button>
      </form>
    </Card>
  );
}
