import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { contentCheckPlugin } from "./app/server/content/build-check.server.ts";

export default defineConfig({
  // The server bundle's entry is our Express handler, so it shares one copy of the router contexts.
  environments: { ssr: { build: { rollupOptions: { input: "./server/app.ts" } } } },
  // Resolve the Express adapter with Vite's conditions too, so it and our code share one copy of react-router
  // (in development two copies would fail React Router's RouterContextProvider instance check).
  ssr: { noExternal: ["@react-router/express"] },
  // contentCheckPlugin validates every Markdown post when a build starts: a malformed post fails the build.
  plugins: [contentCheckPlugin(), tailwindcss(), reactRouter()],
});
