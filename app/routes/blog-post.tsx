import { data, redirect, useLoaderData, useRouteLoaderData } from "react-router";
import { AffiliateKitPromo } from "../components/affiliate-kit-promo.tsx";
import { BlogCard, PostCategoryAndReadTime } from "../components/blog-card.tsx";
import { BlogSources } from "../components/blog-sources.tsx";
import { MarkdownContent } from "../components/markdown-content.tsx";
import { MedicalDisclaimer } from "../components/medical-disclaimer.tsx";
import { PostImage } from "../components/post-image.tsx";
import { ShareButton } from "../components/share-button.tsx";
import { SiteLink } from "../components/site-link.tsx";
import { servicesContext } from "../context.ts";
import { formatLongDate } from "../domain/blog-dates.ts";
import { blogPostingJsonLd, breadcrumbJsonLd } from "../domain/blog-json-ld.ts";
import { blogPostPath } from "../domain/blog-post.ts";
import { blogRedirectTarget } from "../domain/blog-redirects.ts";
import { absoluteUrl, pageMeta } from "../lib/meta.ts";
import { headlineTitles } from "../lib/page-titles.ts";
import { headFromLoader } from "../lib/route-head.ts";
import { FALLBACK_SITE, type PublicConfig, type RootData } from "../lib/site.ts";
import { findPost, postSummaries } from "../server/content/blog.server.ts";
import { pageUrl } from "../server/http/page-url.server.ts";
import type { Route } from "./+types/blog-post";

export function loader({ params, request, context }: Route.LoaderArgs) {
  const slug = params.slug;
  const target = blogRedirectTarget(slug);
  if (target) throw redirect(`${target}${pageUrl(request).search}`, 301);
  const post = findPost(slug);
  const { publicConfig } = context.get(servicesContext);
  if (!post) return data({ found: false as const, head: missingPostHead(publicConfig) }, { status: 404 });
  const { html, headings: _headings, wordCount: _wordCount, listed: _listed, ...fields } = post;
  return {
    found: true as const,
    post: { ...fields, html },
    related: postSummaries(post.related),
    affiliateKitUrl: post.sponsored ? publicConfig.affiliateKitUrl : null,
    head: postHead(publicConfig, post),
  };
}

export const links: Route.LinksFunction = () => [
  {
    rel: "alternate",
    type: "application/rss+xml",
    title: "TRT Clinic Finder articles",
    href: "/blog/rss.xml",
  },
];

function missingPostHead(site: PublicConfig) {
  return pageMeta({
    ...site,
    title: "Post Not Found",
    description: "The blog post you're looking for doesn't exist.",
    path: "/blog",
    noindex: true,
  });
}

function postHead(site: PublicConfig, post: NonNullable<ReturnType<typeof findPost>>) {
  const path = blogPostPath(post.slug);
  return [
    ...pageMeta({
      ...site,
      title: headlineTitles(post.title),
      description: post.excerpt,
      path,
      type: "article",
      image: post.image,
      imageAlt: post.imageAlt,
      jsonLd: [
        blogPostingJsonLd(post, site),
        breadcrumbJsonLd(site.siteUrl, [
          { name: "Home", path: "/" },
          { name: "Blog", path: "/blog" },
          { name: post.title, path },
        ]),
      ],
    }),
    { property: "article:published_time", content: post.publishedAt },
    { property: "article:modified_time", content: post.lastReviewed },
    { property: "article:section", content: post.category },
  ];
}

export const meta: Route.MetaFunction = headFromLoader;

function BackToBlog({ className = "" }: { className?: string }) {
  return (
    <SiteLink
      to="/blog"
      className={`inline-flex min-h-11 items-center gap-1 font-medium text-brand-700 hover:text-brand-900 hover:underline ${className}`}
    >
      <span aria-hidden="true">←</span> Back to Blog
    </SiteLink>
  );
}

export function PostNotFound() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">Post Not Found</h1>
      <p className="mt-4 text-lg text-slate-700">The blog post you're looking for doesn't exist.</p>
      <BackToBlog className="mt-6" />
    </section>
  );
}

export default function BlogPostPage() {
  const loaded = useLoaderData<typeof loader>();
  const site = useRouteLoaderData<RootData>("root")?.site ?? FALLBACK_SITE;
  if (!loaded.found) return <PostNotFound />;
  const { post, related, affiliateKitUrl } = loaded;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <BackToBlog />
      <article className="mt-4">
        <header>
          {post.sponsored ? (
            <p className="mb-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
              <strong>Sponsored article.</strong> This article is paid for by an at-home testing partner and
              contains affiliate links: we earn a commission if you buy through them.
            </p>
          ) : null}
          <PostCategoryAndReadTime post={post} className="gap-3" />
          <h1 className="mt-4 text-3xl font-extrabold leading-tight tracking-tight text-slate-900 sm:text-4xl">
            {post.title}
          </h1>
          <p className="mt-4 text-lg leading-relaxed text-slate-700 sm:text-xl">{post.excerpt}</p>
          <div className="mt-6 flex flex-wrap items-center justify-between gap-4 border-y border-slate-200 py-4">
            <p className="text-sm text-slate-700">
              By <span className="font-semibold text-slate-900">{post.author}</span>
              <span aria-hidden="true"> · </span>
              <time dateTime={post.publishedAt}>{formatLongDate(post.publishedAt)}</time>
            </p>
            <ShareButton title={post.title} url={absoluteUrl(site.siteUrl, blogPostPath(post.slug))} />
          </div>
        </header>
        <PostImage
          post={post}
          className="mt-8 aspect-[1200/630] w-full rounded-2xl bg-slate-100 object-cover"
        />
        <MarkdownContent html={post.html} className="mt-8" />
        {affiliateKitUrl ? (
          <div className="mt-10">
            <AffiliateKitPromo href={affiliateKitUrl} showArticleLink={false} />
          </div>
        ) : null}
        <BlogSources sources={post.sources} />
        <MedicalDisclaimer lastReviewed={post.lastReviewed} className="mt-8" />
      </article>
      <aside
        aria-labelledby="post-cta-heading"
        className="mt-10 rounded-2xl bg-brand-50 p-6 text-center sm:p-8"
      >
        <h2 id="post-cta-heading" className="text-2xl font-bold text-slate-900">
          Ready to talk to a TRT provider?
        </h2>
        <p className="mt-2 text-slate-700">
          Compare local and online clinics by price, insurance, services and ratings.
        </p>
        <SiteLink to="/search" className="btn-primary mt-5 min-h-12 px-6 text-base">
          Find TRT Clinics Near Me
        </SiteLink>
      </aside>
      {related.length > 0 ? (
        <section aria-labelledby="related-heading" className="mt-12">
          <h2 id="related-heading" className="text-2xl font-bold text-slate-900">
            Related articles
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2">
            {related.map((item) => (
              <li key={item.slug} className="flex [&>article]:flex-1">
                <BlogCard post={item} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <BackToBlog className="mt-10" />
    </div>
  );
}
