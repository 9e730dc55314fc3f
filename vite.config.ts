import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { routeTablesOncePlugin } from "./app/server/build/route-tables-once.server.ts";
import { contentCheckPlugin } from "./app/server/content/build-check.server.ts";

export default defineConfig(({ command }) => ({
  // The server bundle's entry is our page producer, so it shares one copy of the router contexts.
  environments: { ssr: { build: { rollupOptions: { input: "./server/app.ts" } } } },
  // Resolve the Node adapter with Vite's conditions too, so it and our code share one copy of react-router
  // (in development two copies would fail React Router's RouterContextProvider instance check). The production
  // server bundle holds react-router itself, so that routeTablesOncePlugin can make its edits (decision 53).
  ssr: { noExternal: command === "build" ? ["@react-router/node", "react-router"] : ["@react-router/node"] },
  // The client's code before a page's own: React, React DOM and React Router in one chunk ("framework", which
  // changes only when they are upgraded) and the small modules of the site's shell that the root route loads on
  // every page, with two tiny UI pieces nearly every page draws (an icon, a titled section), in another
  // ("shell"), instead of some 20 files of a few hundred bytes to 30 KB. Each file costs
  // a request and compresses on its own: one file compresses better than its parts (decision 26).
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "framework", test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            {
              name: "shell",
              test: /app[\\/](components[\\/](site-link|route-change|dialog-focus|ui[\\/](line-icon|titled-section))|domain[\\/](count-label|how-we-list)|lib[\\/](site|meta))\.tsx?$/,
            },
          ],
        },
      },
    },
  },
  // contentCheckPlugin validates every Markdown post when a build starts: a malformed post fails the build.
  // routeTablesOncePlugin keeps React Router's per-build route tables across a build's requests (decision 53).
  plugins: [contentCheckPlugin(), tailwindcss(), reactRouter(), routeTablesOncePlugin()],
}));
