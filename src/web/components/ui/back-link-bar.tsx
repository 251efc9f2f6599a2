// The way back to the screen above ('Back to the dashboard'), a small link on its own line under a screen's title.
import type { ReactNode } from "react";
import { ButtonLink, type ButtonVariant } from "./button.tsx";

export function BackLinkBar({ to, variant, children }: { to: string; variant: ButtonVariant; children: ReactNode }) {
  return (
    <div className="mb-6">
      <ButtonLink to={to} variant={variant} size="sm">
        {children}
      </ButtonLink>
    </div>
  );
}
