import type { BlogPostSummary } from "../domain/blog-post.ts";
import { BlogCard } from "./blog-card.tsx";
import { SiteLink } from "./site-link.tsx";

export function HomeFeaturedPosts({ posts }: { posts: readonly BlogPostSummary[] }) {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="featured-posts-heading" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="featured-posts-heading" className="text-3xl font-bold tracking-tight text-slate-900">
              Expert resources
            </h2>
            <p className="mt-2 max-w-2xl text-slate-700">
              Plain-English guides based on the Endocrine Society and American Urological Association
              guidelines.
            </p>
          </div>
          <SiteLink to="/blog" className="btn-secondary">
            View all articles
          </SiteLink>
        </div>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {posts.map((post) => (
            <li key={post.slug} className="flex [&>article]:flex-1">
              <BlogCard post={post} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
