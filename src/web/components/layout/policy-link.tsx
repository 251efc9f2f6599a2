// A link to one of the policy pages from inside a form: it opens in a new tab, so what was typed stays.
import type { ReactNode } from "react";
import { Link } from "react-router";

export function PolicyLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} target="_blank" rel="noopener" className="font-medium text-navy-900 underline underline-offset-4">
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </Link>
  );
}
