import { describe, expect, it } from "vitest";
import { failedSignInsMessage } from "./account-messages.server.ts";

const site = { to: "ana@example.org", siteName: "TRT Clinic Finder", siteUrl: "https://example.org" };

describe("failedSignInsMessage", () => {
  it("after wrong passwords, says the account is still usable and points to its settings", () => {
    const message = failedSignInsMessage({ ...site, failures: 50, step: "password" });
    expect(message.to).toBe("ana@example.org");
    expect(message.subject).toBe("Failed sign-ins to your TRT Clinic Finder admin account");
    expect(message.text).toContain(
      "50 sign-ins to the TRT Clinic Finder admin account for ana@example.org failed",
    );
    expect(message.text).toContain("https://example.org/admin/account");
    expect(message.text).not.toContain("typed your password correctly");
  });

  it("after wrong codes, says the password was right and asks for a new one", () => {
    const message = failedSignInsMessage({ ...site, failures: 100, step: "code" });
    expect(message.text).toContain("failed at the second factor");
    expect(message.text).toContain("Whoever tried typed your password correctly");
  });
});
