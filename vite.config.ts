import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  // The server bundle's entry is our Express handler, so it shares one copy of the router contexts.
  environments: { ssr: { build: { rollupOptions: { input: "./server/app.ts" } } } },
  plugins: [tailwindcss(), reactRouter()],
});
