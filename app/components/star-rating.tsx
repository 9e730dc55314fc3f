import { useId } from "react";
import { formatRating, starFills } from "../domain/rating.ts";

const STAR_PATH = "M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z";

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
  const id = useId();
  const star = size === "lg" ? "h-5 w-5" : "h-4 w-4";
  const reviews =
    reviewCount === undefined
      ? ""
      : ` (${reviewCount.toLocaleString("en-US")} review${reviewCount === 1 ? "" : "s"})`;
  const on = source ? ` on ${source}` : "";
  return (
    <span className="inline-flex items-center gap-1.5">
      <span className="sr-only">{`Rated ${formatRating(rating)} out of 5${on}${reviews}`}</span>
      <span className="inline-flex" aria-hidden="true">
        {starFills(rating).map((fill, index) => {
          const gradient = `${id}-star-${index}`;
          return (
            <svg key={gradient} viewBox="0 0 20 20" className={star} aria-hidden="true" focusable="false">
              <defs>
                <linearGradient id={gradient}>
                  <stop offset={fill} stopColor="#b45309" />
                  <stop offset={fill} stopColor="#cbd5e1" />
                </linearGradient>
              </defs>
              <path d={STAR_PATH} fill={`url(#${gradient})`} />
            </svg>
          );
        })}
      </span>
      <span aria-hidden="true" className="font-semibold text-slate-900">
        {formatRating(rating)}
      </span>
      {reviewCount === undefined ? null : (
        <span aria-hidden="true" className="text-slate-600">
          ({reviewCount.toLocaleString("en-US")}
          {source ? ` on ${source}` : ""})
        </span>
      )}
    </span>
  );
}
