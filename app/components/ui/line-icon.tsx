/** A decorative icon of one path stroked in the text colour; `open` shapes are not filled. */
export function LineIcon({
  d,
  viewBox = "0 0 24 24",
  className,
  open = false,
  cap,
  join,
}: {
  d: string;
  viewBox?: string;
  className: string;
  open?: boolean;
  cap?: "round";
  join?: "round";
}) {
  return (
    <svg viewBox={viewBox} className={className} aria-hidden="true" focusable="false">
      <path
        d={d}
        fill={open ? "none" : undefined}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap={cap}
        strokeLinejoin={join}
      />
    </svg>
  );
}
