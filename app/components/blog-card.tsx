import { formatShortDate } from "../domain/blog-dates.ts";
import { type BlogPostSummary, blogPostPath } from "../domain/blog-post.ts";
import { PostImage } from "./post-image.tsx";
import { SiteLink } from "./site-link.tsx";

/** An article's category badge (amber when sponsored) and its read time. */
export function PostCategoryAndReadTime({
  post,
  className,
}: {
  post: Pick<BlogPostSummary, "category" | "readTime" | "sponsored">;
  className: string;
}) {
  return (
    <p className={`flex flex-wrap items-center text-sm ${className}`}>
      <span className={post.sponsored ? "badge bg-amber-100 text-amber-900" : "badge badge-brand"}>
        {post.category}
      </span>
      <span className="text-slate-600">{post.readTime} min read</span>
    </p>
  );
}

/** An article card: illustration, category, title, summary, date and read time; optionally the tags. */
export function BlogCard({
  post,
  headingLevel = 3,
  showTags = false,
}: {
  post: BlogPostSummary;
  headingLevel?: 2 | 3;
  showTags?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-600">
      <PostImage post={post} lazy className="aspect-[1200/630] w-full bg-slate-100 object-cover" />
      <div className="flex flex-1 flex-col p-5">
        <PostCategoryAndReadTime post={post} className="gap-2" />
        <Heading className="mt-3 text-lg font-bold leading-snug text-slate-900">
          <SiteLink
            to={blogPostPath(post.slug)}
            className="after:absolute after:inset-0 hover:text-brand-800 focus-visible:outline-none"
          >
            {post.title}
          </SiteLink>
        </Heading>
        <p className="mt-2 flex-1 text-slate-700">{post.excerpt}</p>
        <p className="mt-4 text-sm text-slate-600">
          <time dateTime={post.publishedAt}>{formatShortDate(post.publishedAt)}</time>
        </p>
        {showTags ? (
          <ul aria-label="Tags" className="relative mt-3 flex flex-wrap gap-2">
            {post.tags.map((tag) => (
              <li
                key={tag}
                className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700"
              >
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
