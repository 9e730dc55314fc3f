export { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../scripts/chromium.ts";

/** A regular desktop Chrome user agent: isbot() treats HeadlessChrome as a crawler, whose usage events are not kept. */
export const BROWSER_USER_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";
