// "Transformed Relationships" (the spec's testimonials section with three cards): the latest three dads' words an
// admin approved, first name and city only; nothing until there are three. The server draws the same section into
// the landing page it sends (modules/system/landing-page.ts), with the same elements and classes.
import { t } from "../../../lib/i18n.ts";
import { useQuery } from "@tanstack/react-query";
import { testimonialByline, testimonialSection as s, testimonialSectionClasses as css } from "../../../../shared/testimonial-section.ts";
import { testimonialsQueryOptions } from "../../../lib/testimonials-query.ts";

export function TransformedRelationships() {
  const { data } = useQuery(testimonialsQueryOptions());
  const testimonials = data?.testimonials ?? [];
  if (testimonials.length === 0) return null;
  return (
    <section aria-labelledby={s.headingId} className={css.section}>
      <div className={css.inner}>
        <div className={css.header}>
          <p className={css.eyebrow}>{t("landing.testimonials.eyebrow")}</p>
          <h2 id={s.headingId} className={css.heading}>
            {t("landing.testimonials.heading")}
          </h2>
          <p className={css.intro}>{t("landing.testimonials.intro")}</p>
        </div>
        <ul className={css.list}>
          {testimonials.map((testimonial) => (
            <li key={testimonial.id}>
              <figure className={css.card}>
                <blockquote className={css.quote}>
                  <p>{testimonial.words}</p>
                </blockquote>
                <figcaption className={css.byline}>{testimonialByline(testimonial)}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
