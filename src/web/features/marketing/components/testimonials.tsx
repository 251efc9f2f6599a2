import { Quote } from "lucide-react";

const TESTIMONIALS = [
  {
    quote: "My son and I used to talk about sports and school, and that was it. Now Sunday nights are for our devotional, and he asks me the hard questions.",
    name: "Michael R.",
    detail: "Father of two",
  },
  {
    quote: "The fitness challenges got us off the couch. We log every workout in the journal and he loves beating my push-up count.",
    name: "Daniel K.",
    detail: "Dad of a 14-year-old",
  },
  {
    quote: "Dad's Corner gave me words for things I didn't know how to say. I feel like a better father, and my son notices.",
    name: "James P.",
    detail: "Father and youth coach",
  },
];

export function Testimonials() {
  return (
    <section aria-labelledby="transformed-relationships" className="py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-widest text-amber-700 uppercase">Stories from families</p>
          <h2 id="transformed-relationships" className="mt-3 text-3xl font-bold sm:text-4xl">
            Transformed Relationships
          </h2>
        </div>
        <ul className="mt-14 grid gap-6 lg:grid-cols-3">
          {TESTIMONIALS.map((t) => (
            <li key={t.name}>
              <figure className="flex h-full flex-col rounded-3xl bg-white p-8 shadow-sm ring-1 ring-navy-100">
                <Quote aria-hidden="true" className="size-8 text-amber-500" />
                <blockquote className="mt-4 flex-1 text-lg text-navy-800">“{t.quote}”</blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  <span aria-hidden="true" className="flex size-11 items-center justify-center rounded-full bg-navy-900 font-semibold text-amber-300">
                    {t.name.charAt(0)}
                  </span>
                  <span>
                    <span className="block font-semibold text-navy-950">{t.name}</span>
                    <span className="block text-sm text-navy-600">{t.detail}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
