import { avatarInitials } from "../../domain/initials-avatar.ts";

const SIZES = {
  sm: "h-12 w-12 text-base",
  lg: "h-16 w-16 text-xl sm:h-20 sm:w-20 sm:text-2xl",
} as const;

export type MonogramSize = keyof typeof SIZES;

/**
 * A clinic's initials (the spec's rule: generic words such as "Clinic" or "Wellness" left out) in the brand's
 * teal on a pale tint, the same for every clinic: calm, and never mistaken for a logo or a rating colour.
 * Decorative: the clinic's name is always beside it.
 */
export function Monogram({ name, size = "sm" }: { name: string; size?: MonogramSize }) {
  return (
    <span aria-hidden="true" data-monogram="" className={`monogram ${SIZES[size]}`}>
      {avatarInitials(name)}
    </span>
  );
}
