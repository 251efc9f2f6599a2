// The landing page's "Transformed Relationships" (the spec: a testimonials section with three cards): its words and
// the ids the app (features/marketing) and the server (modules/system/landing-page.ts) both draw it with. No imports:
// the landing page's code stays small.
export const testimonialSection = {
  heading: "Transformed Relationships",
  headingId: "transformed-relationships",
  eyebrow: "In their own words",
  intro: "Dads who finished a plan with their sons.",
  /** The closing call's heading: the section goes right before that section. */
  closingHeadingId: "start-today",
  /** The JSON the server puts after the section, which the app reads instead of asking again. */
  dataId: "strongbond-testimonials",
} as const;

/** How a card names the dad: his first name and his city, nothing more. */
/**
 * The classes of its parts, the same in both drawings (Tailwind finds them here), so the page does not move when the
 * app takes over from the server's HTML.
 */
export const testimonialSectionClasses = {
  section: "px-4 py-20 sm:px-6 sm:py-28 lg:px-8",
  inner: "mx-auto max-w-7xl",
  header: "mx-auto max-w-2xl text-center",
  eyebrow: "text-sm font-semibold tracking-widest text-amber-700 uppercase",
  heading: "mt-3 text-3xl font-bold sm:text-4xl",
  intro: "mt-4 text-lg text-navy-700",
  list: "mt-14 grid gap-6 lg:grid-cols-3",
  card: "flex h-full flex-col rounded-3xl bg-white p-8 shadow-sm ring-1 ring-navy-100",
  quote: "flex-1 text-lg whitespace-pre-line text-navy-900",
  byline: "mt-6 font-semibold text-navy-950",
} as const;

export const testimonialByline = (testimonial: { firstName: string; city: string }) => `${testimonial.firstName}, ${testimonial.city}`;
