import { useLoaderData } from "react-router";
import { BlogCard } from "../components/blog-card.tsx";
import { SiteLink } from "../components/site-link.tsx";
import { servicesContext } from "../context.ts";
import { breadcrumbJsonLd } from "../domain/blog-json-ld.ts";
import { blogPostPath } from "../domain/blog-post.ts";
import { absoluteUrl, pageMeta } from "../lib/meta.ts";
import { headFromLoader } from "../lib/route-head.ts";
import type { PublicConfig } from "../lib/site.ts";
import { listedPosts } from "../server/content/blog.server.ts";
import type { Route } from "./+types/blog";

export function loader({ context }: Route.LoaderArgs) {
  const posts = listedPosts();
  return { posts, head: blogHead(context.get(servicesContext).publicConfig, posts) };
}

export const links: Route.LinksFunction = () => [
  {
    rel: "alternate",
    type: "application/rss+xml",
    title: "TRT Clinic Finder articles",
    href: "/blog/rss.xml",
  },
];

function blogHead(site: PublicConfig, posts: ReturnType<typeof listedPosts>) {
  return pageMeta({
    ...site,
    title: "TRT Blog: Expert Resources on Testosterone Therapy",
    description:
      "Guides to low testosterone, TRT costs, choosing a clinic and at-home testing, written from clinical guidelines and cited sources.",
    path: "/blog",
    jsonLd: [
      {
        "@type": "Blog",
        name: `${site.siteName} Expert Resources`,
        url: absoluteUrl(site.siteUrl, "/blog"),
        blogPost: posts.map((post) => ({
          "@type": "BlogPosting",
          headline: post.title,
          url: absoluteUrl(site.siteUrl, blogPostPath(post.slug)),
          datePublished: post.publishedAt,
          dateModified: post.lastReviewed,
        })),
      },
      breadcrumbJsonLd(site.siteUrl, [
        { name: "Home", path: "/" },
        { name: "Blog", path: "/blog" },
      ]),
    ],
  });
}

export const meta: Route.MetaFunction = headFromLoader;

export default function Blog() {
  const { posts } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Expert Resources</p>
        <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-slate-900">
          Testosterone therapy, explained
        </h1>
        <p className="mt-4 text-lg leading-relaxed text-slate-700">
          Clear, sourced guides to low testosterone, treatment costs, choosing a clinic and testing. Each
          article cites the clinical guidelines it relies on and shows when it was last reviewed.
        </p>
        <p className="mt-4 text-sm text-slate-700">
          Prefer a feed?{" "}
          <a href="/blog/rss.xml" className="font-medium text-brand-700 underline underline-offset-2">
            Subscribe by RSS
          </a>
          . For the full picture in one place, read our{" "}
          <SiteLink to="/about-trt" className="font-medium text-brand-700 underline underline-offset-2">
            complete TRT guide
          </SiteLink>
          .
        </p>
      </header>
      <ul aria-label="Articles" className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {posts.map((post) => (
          <li key={post.slug} className="flex [&>article]:flex-1">
            <BlogCard post={post} headingLevel={2} showTags />
          </li>
        ))}
      </ul>
    </div>
  );
}
