// Renders the social-share card and the touch icon to PNG with Debian's Chromium.
// Run after changing the artwork: node scripts/render-brand-images.ts
import { readFileSync } from "node:fs";
import { chromium } from "playwright-core";

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(readFileSync(new URL("./assets/social-card.html", import.meta.url), "utf8"));
await page.screenshot({ path: "public/social-card.png" });

const icon = readFileSync(new URL("../public/favicon.svg", import.meta.url), "utf8");
await page.setViewportSize({ width: 180, height: 180 });
await page.setContent(
  `<body style="margin:0">${icon.replace("<svg ", '<svg width="180" height="180" ')}</body>`,
);
await page.screenshot({ path: "public/apple-touch-icon.png", omitBackground: true });
await browser.close();
