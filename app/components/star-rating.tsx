import type { CSSProperties } from "react";
import { formatCount } from "../domain/count-label.ts";
import { formatRating, starFillPercent } from "../domain/rating.ts";

/**
 * Five stars filled to the rating, the rating with one decimal, and optionally the review count and the site
 * the figures come from. Screen readers hear "Rated 4.6 out of 5 on Google (120 reviews)".
 */
export function StarRating({
  rating,
  reviewCount,
  source,
  size = "sm",
}: {
  rating: number;
  reviewCount?: number;
  /** The review site the rating was read on ("Google"). */
  source?: string;
  size?: "sm" | "lg";
}) {
  const reviews =
    reviewCount === undefined ? "" : ` (${formatCount(reviewCount)} review${reviewCount === 1 ? "" : "s"})`;
  const on = source ? ` on ${source}` : "";
  return (
    <span className="rating">
      <span className="sr-only">{`Rated ${formatRating(rating)} out of 5${on}${reviews}`}</span>
      {/* One element drawn by CSS (.star-row): a page lists many ratings, and markup is what a render costs. */}
      <span
        aria-hidden="true"
        className={size === "lg" ? "star-row star-row-lg" : "star-row"}
        style={{ "--star-fill": `${starFillPercent(rating)}%` } as CSSProperties}
      />
      <span aria-hidden="true" className="font-semibold text-slate-900">
        {formatRating(rating)}
      </span>
      {reviewCount === undefined ? null : (
        <span aria-hidden="true" className="text-slate-600">
          {`(${formatCount(reviewCount)}${on})`}
        </span>
      )}
    </span>
  );
}
