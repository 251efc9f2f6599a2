import clsx from "clsx";
import { BookOpenText, Dumbbell, Gift, NotebookPen, ShieldCheck } from "lucide-react";

const FEATURES = [
  {
    icon: BookOpenText,
    title: "Weekly Devotionals",
    text: "A short reading with scripture, a memory verse and discussion questions to talk through together.",
  },
  {
    icon: Dumbbell,
    title: "Fitness Challenges",
    text: "One challenge a week, scaled for dads and sons, so you train side by side and push each other.",
  },
  {
    icon: ShieldCheck,
    title: "Dad's Corner",
    text: "Content for fathers only: leading your son with wisdom, patience and example.",
  },
  {
    icon: NotebookPen,
    title: "Shared Journal",
    text: "Write down reflections and fitness logs week by week, and watch your progress add up.",
  },
  {
    icon: Gift,
    title: "First Week Free",
    text: "Your first week is completely free. Try a full week of devotional, challenge and Dad's Corner together.",
    highlight: true,
  },
];

export function FeatureGrid() {
  return (
    <section aria-labelledby="grow-together" className="bg-white py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-widest text-amber-700 uppercase">Everything for the week</p>
          <h2 id="grow-together" className="mt-3 text-3xl font-bold sm:text-4xl">
            Grow Together
          </h2>
          <p className="mt-4 text-lg text-navy-700">Faith and fitness in one weekly plan, built for a father and his son.</p>
        </div>
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text, highlight }) => (
            <li
              key={title}
              className={clsx("rounded-3xl p-8 ring-1", highlight ? "bg-navy-950 text-navy-100 ring-navy-900 sm:col-span-2" : "bg-cream ring-navy-100")}
            >
              <span
                aria-hidden="true"
                className={clsx(
                  "flex size-12 items-center justify-center rounded-2xl",
                  highlight ? "bg-amber-400 text-navy-950" : "bg-navy-900 text-amber-300",
                )}
              >
                <Icon className="size-6" />
              </span>
              <h3 className={clsx("mt-6 text-xl font-bold", highlight && "text-white")}>{title}</h3>
              <p className={clsx("mt-2", highlight ? "text-navy-200" : "text-navy-700")}>{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
