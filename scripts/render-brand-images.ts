// Renders the social-share card, the touch icon and favicon.ico (for clients that ask for /favicon.ico
// rather than reading the page's icon links), and a 1200x630 PNG beside every SVG article illustration (the
// big networks do not preview SVG share images), with Debian's Chromium.
// Run after changing the artwork: node scripts/render-brand-images.ts
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { chromium } from "playwright-core";
import { readScriptArguments } from "./script-args.ts";

readScriptArguments({
  usage: "node scripts/render-brand-images.ts",
  help: `Renders the brand images from their sources, overwriting the PNGs: public/social-card.png (from
scripts/assets/social-card.html), a 1200x630 PNG beside every SVG in public/images/blog/,
public/apple-touch-icon.png and public/favicon.ico (from public/favicon.svg). Run it after changing the artwork.
Uses Chromium at CHROME_PATH, else /usr/bin/chromium.`,
});

const SHARE = { width: 1200, height: 630 };
const ILLUSTRATIONS = new URL("../public/images/blog/", import.meta.url);

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
});
const page = await browser.newPage({ viewport: SHARE });
await page.setContent(readFileSync(new URL("./assets/social-card.html", import.meta.url), "utf8"));
await page.screenshot({ path: "public/social-card.png" });

for (const file of readdirSync(ILLUSTRATIONS).filter((name) => name.endsWith(".svg"))) {
  const svg = readFileSync(new URL(file, ILLUSTRATIONS), "utf8");
  await page.setContent(
    `<body style="margin:0">${svg.replace("<svg ", `<svg style="display:block;width:${SHARE.width}px;height:${SHARE.height}px" `)}</body>`,
  );
  await page.screenshot({ path: new URL(file.replace(/\.svg$/, ".png"), ILLUSTRATIONS).pathname });
}

const icon = readFileSync(new URL("../public/favicon.svg", import.meta.url), "utf8");
await page.setViewportSize({ width: 180, height: 180 });
await page.setContent(
  `<body style="margin:0">${icon.replace("<svg ", '<svg width="180" height="180" ')}</body>`,
);
await page.screenshot({ path: "public/apple-touch-icon.png", omitBackground: true });

await page.setViewportSize({ width: 32, height: 32 });
await page.setContent(
  `<body style="margin:0">${icon.replace("<svg ", '<svg width="32" height="32" ')}</body>`,
);
writeFileSync("public/favicon.ico", icoWithPng(await page.screenshot({ omitBackground: true }), 32));
await browser.close();

/** An .ico file holding one PNG image (supported by every browser since 2010). */
function icoWithPng(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6); // width
  header.writeUInt8(size, 7); // height
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14); // image size
  header.writeUInt32LE(header.length, 18); // image offset
  return Buffer.concat([header, png]);
}
