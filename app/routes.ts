import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("search", "routes/search.tsx"),
  route("trt-clinics-near-me", "routes/near-me.tsx"),
  route("trt-clinics-near-me/map-points", "routes/near-me-map-points.ts"),
  route("tele-trt-clinics", "routes/telehealth.tsx"),
  route("about-trt", "routes/about-trt.tsx"),
  route("tools/symptom-checker", "routes/symptom-checker.tsx"),
  route("tools/insurance-verification", "routes/insurance-verification.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/rss.xml", "routes/blog-rss.ts"),
  route("blog/:slug", "routes/blog-post.tsx"),
  route("clinic/:slug", "routes/clinic.tsx"),
  route("clinic/:slug/suggest-edit", "routes/suggest-edit.tsx"),
  route("city/:city?/:state?", "routes/city.tsx"),
  route("about", "routes/about.tsx"),
  route("how-we-list-clinics", "routes/how-we-list.tsx"),
  route("contact", "routes/contact.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("terms", "routes/terms.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("sitemaps/:file", "routes/sitemap-file.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("styleguide", "routes/styleguide.tsx"),
  // The operator's admin area (decision 22): every page but sign-in needs a session; never cached or indexed.
  ...prefix("admin", [
    route("sign-in", "routes/admin/sign-in.tsx"),
    route("sign-out", "routes/admin/sign-out.tsx"),
    layout("routes/admin/layout.tsx", [
      index("routes/admin/home.tsx"),
      route("clinics", "routes/admin/clinics.tsx"),
      route("clinics/new", "routes/admin/clinic-new.tsx"),
      route("clinics/:id", "routes/admin/clinic-edit.tsx"),
      route("candidates", "routes/admin/candidates.tsx"),
      route("candidates/:id", "routes/admin/candidate.tsx"),
      route("verification", "routes/admin/verification.tsx"),
      route("import", "routes/admin/import.tsx"),
      route("analytics", "routes/admin/analytics.tsx"),
      route("suggestions", "routes/admin/suggestions.tsx"),
      route("*", "routes/admin/not-found.tsx"),
    ]),
  ]),
  // State pages are /trt-clinics-{state}; partial dynamic segments do not match, so the module parses the prefix.
  route(":slug", "routes/state.tsx"),
  // The JSON API (/api/*) is not here: app/server/api/listener.server.ts answers it before Express.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
