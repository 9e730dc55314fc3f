import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { imageSize } from "../../../tests/support/image-size.ts";
import { DEFAULT_SOCIAL_IMAGE, SOCIAL_IMAGE_SIZE, socialImagePath } from "../../lib/meta.ts";
import { allPosts } from "./blog.server.ts";

function publicFile(path: string): Buffer {
  return readFileSync(new URL(`../../../public${path}`, import.meta.url));
}

describe("share images", () => {
  it("are 1200x630 PNG or JPEG files for the site and for every article", () => {
    const paths = [DEFAULT_SOCIAL_IMAGE, ...allPosts().map((post) => socialImagePath(post.image))];
    for (const path of paths) {
      const size = imageSize(publicFile(path));
      expect(size, path).not.toBeNull();
      expect({ width: size?.width, height: size?.height }, path).toEqual(SOCIAL_IMAGE_SIZE);
    }
  });

  it("come from SVG illustrations drawn at 1200x630, so their PNG renders are not distorted", () => {
    for (const post of allPosts().filter((item) => item.image.endsWith(".svg"))) {
      const svg = publicFile(post.image).toString("utf8");
      expect(svg, post.image).toContain(
        `viewBox="0 0 ${SOCIAL_IMAGE_SIZE.width} ${SOCIAL_IMAGE_SIZE.height}"`,
      );
    }
  });
});
