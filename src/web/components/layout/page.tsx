// The frame of a screen: document title, a centred column and the screen's one <h1>.
import clsx from "clsx";
import type { ReactNode } from "react";

const widths = { narrow: "max-w-md", medium: "max-w-3xl", wide: "max-w-7xl" } as const;

export function Page({
  title,
  heading,
  description,
  width = "wide",
  children,
  className,
}: {
  /** Document title (" · StrongBond" is added). */
  title: string;
  /** The visible <h1>; defaults to the title. Pass null when the screen draws its own. */
  heading?: ReactNode | null;
  description?: ReactNode;
  width?: keyof typeof widths;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div className={clsx("mx-auto w-full px-4 py-10 sm:px-6 sm:py-14 lg:px-8", widths[width], className)}>
      <title>{`${title} · StrongBond`}</title>
      {heading === null ? null : (
        <header className="mb-8">
          <h1 className="text-3xl font-bold sm:text-4xl">{heading ?? title}</h1>
          {description ? <p className="mt-2 text-lg text-navy-700">{description}</p> : null}
        </header>
      )}
      {children}
    </div>
  );
}
