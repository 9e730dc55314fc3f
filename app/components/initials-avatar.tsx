import { avatarGradientIndex, avatarInitials } from "../domain/initials-avatar.ts";

/** Eight fixed gradients, dark enough for white initials (class names spelled out so Tailwind emits them). */
const GRADIENTS = [
  "from-brand-600 to-brand-900",
  "from-sky-700 to-indigo-800",
  "from-emerald-700 to-teal-900",
  "from-violet-700 to-purple-900",
  "from-rose-700 to-pink-900",
  "from-amber-700 to-orange-900",
  "from-slate-600 to-slate-800",
  "from-cyan-700 to-blue-900",
] as const;

const SIZES = {
  sm: "h-12 w-12 text-base",
  lg: "h-16 w-16 text-xl sm:h-20 sm:w-20 sm:text-2xl",
} as const;

/** A clinic's initials on one of eight gradients chosen by its name; decorative (the name is always beside it). */
export function InitialsAvatar({ name, size = "sm" }: { name: string; size?: keyof typeof SIZES }) {
  return (
    <span
      aria-hidden="true"
      data-gradient={avatarGradientIndex(name)}
      className={`inline-flex shrink-0 select-none items-center justify-center rounded-2xl bg-linear-to-br font-bold tracking-wide text-white shadow-sm ${SIZES[size]} ${GRADIENTS[avatarGradientIndex(name)]}`}
    >
      {avatarInitials(name)}
    </span>
  );
}
