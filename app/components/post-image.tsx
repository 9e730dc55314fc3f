/** An article's illustration at the size of share images (1200x630), kept to that shape while it loads. */
export function PostImage({
  post,
  lazy = false,
  className,
}: {
  post: { image: string; imageAlt: string };
  /** Loaded only when it nears the screen (on cards lower on a page). */
  lazy?: boolean;
  className: string;
}) {
  return (
    <img
      src={post.image}
      alt={post.imageAlt}
      width={1200}
      height={630}
      loading={lazy ? "lazy" : undefined}
      decoding="async"
      className={className}
    />
  );
}
