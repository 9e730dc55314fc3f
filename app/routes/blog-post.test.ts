import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { loader } from "./blog-post.tsx";

async function thrownBy(address: string, slug: string): Promise<Response> {
  const request = new Request(`https://trt.example.org${address}`);
  try {
    await loader({ request, params: { slug }, context: new RouterContextProvider() } as never);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
  throw new Error("the loader did not redirect");
}

describe("an old blog address", () => {
  it("redirects to the post's address, keeping the query", async () => {
    const response = await thrownBy("/blog/trt-cost-insurance?ref=newsletter", "trt-cost-insurance");
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe(
      "/blog/trt-cost-guide-2025-what-to-expect-how-to-save?ref=newsletter",
    );
  });

  it("reached by a client-side navigation, redirects without React Router's own parameter", async () => {
    const response = await thrownBy(
      "/blog/trt-cost-insurance.data?_routes=routes%2Fblog-post",
      "trt-cost-insurance",
    );
    expect(response.headers.get("Location")).toBe("/blog/trt-cost-guide-2025-what-to-expect-how-to-save");
  });
});
