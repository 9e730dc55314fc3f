/** The listing badges now live in the design system (ui/badge.tsx); these names stay for existing imports. */
export {
  FeaturedBadge,
  VerificationBadge as VerificationStatus,
  VerifiedBadge,
} from "./ui/badge.tsx";
