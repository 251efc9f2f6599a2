// A translated sentence with elements in it: "<0>Privacy Policy</0>" in the catalogue becomes `wrap[0]("Privacy
// Policy")`, so a link stays inside the sentence in every language, wherever the language puts it.
import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";

export function richText(text: string, wrap: readonly ((chunk: string) => ReactNode)[]): ReactNode {
  const parts: ReactNode[] = [];
  const pattern = /<(\d+)>(.*?)<\/\1>/g;
  let last = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    const element = wrap[Number(match[1])];
    parts.push(<Fragment key={parts.length}>{element ? element(match[2] ?? "") : match[2]}</Fragment>);
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}

/** A wrapper that makes its piece of the sentence a link to `to` within the app. */
export function linkTo(to: string, className: string): (chunk: string) => ReactNode {
  return (chunk) => (
    <Link to={to} className={className}>
      {chunk}
    </Link>
  );
}
