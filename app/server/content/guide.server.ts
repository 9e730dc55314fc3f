import guideSource from "../../../content/guide/about-trt.md?raw";
import { type Guide, parseGuide } from "./parse.server.ts";

/** The TRT guide (content/guide/about-trt.md), validated and rendered once at module load. */
const GUIDE: Guide = parseGuide("about-trt.md", guideSource);

export function aboutTrtGuide(): Guide {
  return GUIDE;
}
