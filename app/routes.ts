import { index, prefix, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  ...prefix("api", [
    route("stats", "routes/api/stats.ts"),
    route("clinics", "routes/api/clinics.ts"),
    route("clinics/featured", "routes/api/clinics-featured.ts"),
    route("clinics/city/:city/:state", "routes/api/clinics-city.ts"),
    route("clinics/slug/:slug", "routes/api/clinic-by-slug.ts"),
    route("services", "routes/api/services.ts"),
    route("insurance", "routes/api/insurance.ts"),
    route("locations/suggest", "routes/api/locations-suggest.ts"),
    route("locations/reverse", "routes/api/locations-reverse.ts"),
    route("openapi.json", "routes/api/openapi.ts"),
    route("*", "routes/api/not-found.ts"),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
