import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { contentCheckPlugin } from "./app/server/content/build-check.server.ts";

export default defineConfig({
  // The server bundle's entry is our Express handler, so it shares one copy of the router contexts.
  environments: { ssr: { build: { rollupOptions: { input: "./server/app.ts" } } } },
  // contentCheckPlugin validates every Markdown post when a build starts: a malformed post fails the build.
  plugins: [contentCheckPlugin(), tailwindcss(), reactRouter()],
});
