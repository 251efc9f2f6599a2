// Buttons, and links that look like buttons. `loading` disables the button and shows a spinner.
import clsx from "clsx";
import type { ButtonHTMLAttributes, ReactNode } from "react";
import { Link, type LinkProps } from "react-router";
import { Spinner } from "./spinner.tsx";

export type ButtonVariant = "primary" | "accent" | "secondary" | "ghost" | "danger" | "on-dark";
export type ButtonSize = "sm" | "md" | "lg";

const variantClasses: Record<ButtonVariant, string> = {
  primary: "bg-navy-900 text-white shadow-sm hover:bg-navy-800 active:bg-navy-950",
  accent: "bg-amber-400 text-navy-950 shadow-sm hover:bg-amber-300 active:bg-amber-500",
  secondary: "bg-white text-navy-900 shadow-sm ring-1 ring-inset ring-navy-200 hover:bg-navy-50",
  ghost: "text-navy-800 hover:bg-navy-100/70",
  danger: "bg-red-700 text-white shadow-sm hover:bg-red-800",
  "on-dark": "bg-white/10 text-white ring-1 ring-inset ring-white/40 hover:bg-white/20",
};

const sizeClasses: Record<ButtonSize, string> = {
  sm: "h-9 gap-1.5 px-3 text-sm",
  md: "h-11 gap-2 px-5 text-base",
  lg: "h-13 gap-2 px-7 text-lg",
};

/** The classes of a button, for the rare element that is neither <Button> nor <ButtonLink>. */
export function buttonClasses({ variant = "primary", size = "md", block = false }: { variant?: ButtonVariant; size?: ButtonSize; block?: boolean } = {}) {
  return clsx(
    "inline-flex items-center justify-center rounded-full font-semibold whitespace-nowrap transition-colors",
    "disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:opacity-60",
    // The global focus style's navy inner ring is a box-shadow, which the variants' shadow and ring utilities
    // replace: put it back as a ring, so an amber button on the cream page still shows a two-tone focus ring.
    "focus-visible:ring-2 focus-visible:ring-navy-950",
    variantClasses[variant],
    sizeClasses[size],
    block && "w-full",
  );
}

interface StyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width. */
  block?: boolean;
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, StyleProps {
  loading?: boolean;
  icon?: ReactNode;
}

export function Button({ variant, size, block, loading = false, icon, disabled, type = "button", className, children, ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={clsx(buttonClasses({ variant, size, block }), className)}
      {...rest}
    >
      {loading ? <Spinner size="sm" /> : icon}
      {children}
    </button>
  );
}

export interface ButtonLinkProps extends LinkProps, StyleProps {
  icon?: ReactNode;
}

export function ButtonLink({ variant, size, block, icon, className, children, ...rest }: ButtonLinkProps) {
  return (
    <Link className={clsx(buttonClasses({ variant, size, block }), className)} {...rest}>
      {icon}
      {children}
    </Link>
  );
}
