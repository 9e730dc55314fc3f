import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from "react";
import { type OutboundKind, outboundLinkProps } from "../../domain/outbound-links.ts";
import { SiteLink, type SiteLinkProps } from "../site-link.tsx";

/**
 * The three buttons (decision 19), one meaning each:
 * - primary: the main action of a view (Search, Apply Filters): the warm accent, at most one per view or form;
 * - secondary: an action on one item (View Details, Call, Directions, Visit Website);
 * - quiet: a lesser or undoing action (Clear search, Show all).
 */
export type ButtonVariant = "primary" | "secondary" | "quiet";

const VARIANT_CLASS: Record<ButtonVariant, string> = {
  primary: "btn-primary",
  secondary: "btn-secondary",
  quiet: "btn-quiet",
};

export function buttonClass(variant: ButtonVariant, className = ""): string {
  return className ? `${VARIANT_CLASS[variant]} ${className}` : VARIANT_CLASS[variant];
}

export function Button({
  variant = "secondary",
  className,
  type = "button",
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant }) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}

/** A link inside the site that looks like a button; it stays a link. */
export function ButtonLink({
  variant = "secondary",
  className,
  ...props
}: SiteLinkProps & { variant?: ButtonVariant }) {
  return <SiteLink className={buttonClass(variant, className)} {...props} />;
}

/**
 * A link that leaves the site, styled as a button: it opens in a new tab as its kind says (outbound-links.ts)
 * and tells screen readers so.
 */
export function ExternalButtonLink({
  variant = "secondary",
  kind,
  className,
  children,
  ...props
}: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "target" | "rel"> & {
  variant?: ButtonVariant;
  kind: OutboundKind;
  href: string;
  children: ReactNode;
}) {
  return (
    <a className={buttonClass(variant, className)} {...outboundLinkProps(kind)} {...props}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
