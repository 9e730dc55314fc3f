import { describe, expect, it } from "vitest";
import {
  type ClaimOptions,
  type ClaimValues,
  claimDomainOf,
  claimValues,
  emailAtDomain,
  isClaimCode,
  MAX_CLAIM_NAME_LENGTH,
  MAX_JOB_TITLE_LENGTH,
  normalizeClaimCode,
  parseClaim,
  spokenCode,
} from "./clinic-claims.ts";

describe("claimDomainOf", () => {
  it("is the listed website's host, without www., in lower case", () => {
    expect(claimDomainOf("https://www.austinmenshealth.com/trt?ref=x")).toBe("austinmenshealth.com");
    expect(claimDomainOf("http://AustinMensHealth.COM")).toBe("austinmenshealth.com");
    expect(claimDomainOf("https://www.example.com./")).toBe("example.com");
    expect(claimDomainOf("https://user:secret@example.com:8443/path")).toBe("example.com");
  });

  it("keeps a subdomain: the clinic's own site may live under a group's domain", () => {
    expect(claimDomainOf("https://austin.menshealthgroup.com")).toBe("austin.menshealthgroup.com");
    expect(claimDomainOf("https://www.austin.menshealthgroup.com")).toBe("austin.menshealthgroup.com");
    // Only a leading "www." is dropped.
    expect(claimDomainOf("https://shop.www.example.com")).toBe("shop.www.example.com");
  });

  it("is null for a page on a platform many businesses share, at its own domain or any subdomain", () => {
    for (const website of [
      "https://www.facebook.com/austinmenshealth",
      "https://m.facebook.com/austinmenshealth",
      "https://austin-mens-health.business.site",
      "https://austinmenshealth.wixsite.com/home",
      "https://www.yelp.com/biz/austin-mens-health",
      "https://linktr.ee/austinmenshealth",
      "https://www.zocdoc.com/practice/austin-mens-health",
    ]) {
      expect(claimDomainOf(website), website).toBeNull();
    }
    // A domain that merely ends in the same letters is the clinic's own.
    expect(claimDomainOf("https://notfacebook.com")).toBe("notfacebook.com");
  });

  it("is null for no website, an address by number, a bare host name or a website that does not parse", () => {
    for (const website of [
      null,
      undefined,
      "",
      "http://192.0.2.10/",
      "http://192.0.2.10:8080/clinic",
      "http://[2001:db8::1]/",
      "http://localhost:3000",
      "austinmenshealth.com",
      "https://",
      "not a url",
      "javascript:alert(1)",
    ]) {
      expect(claimDomainOf(website), String(website)).toBeNull();
    }
  });
});

describe("emailAtDomain", () => {
  it("takes an address at the domain or below it, in any case, and nothing that only looks like it", () => {
    expect(emailAtDomain("jane@example.com", "example.com")).toBe(true);
    expect(emailAtDomain("Jane@Mail.Example.COM", "example.com")).toBe(true);
    expect(emailAtDomain("jane@notexample.com", "example.com")).toBe(false);
    expect(emailAtDomain("jane@example.com.evil.test", "example.com")).toBe(false);
    expect(emailAtDomain("example.com", "example.com")).toBe(false);
    expect(emailAtDomain("jane@evil.test@example.com", "example.com")).toBe(true);
  });
});

const BOTH: ClaimOptions = { emailDomain: "austinmenshealth.com", hasPhone: true };
const VALID: ClaimValues = {
  name: "Jane Doe",
  jobTitle: "Practice manager",
  email: "Jane@AustinMensHealth.com",
  method: "email",
};

function errorsOf(values: Partial<ClaimValues>, options = BOTH) {
  const parsed = parseClaim({ ...VALID, ...values }, options);
  return parsed.ok ? {} : parsed.errors;
}

describe("claimValues", () => {
  it("reads each field as text, and anything else (a file, a missing field) as empty", () => {
    const form = new FormData();
    form.set("name", "Jane");
    form.set("jobTitle", new Blob(["x"]), "title.txt");
    form.set("method", "callback");
    expect(claimValues((name) => form.get(name))).toEqual({
      name: "Jane",
      jobTitle: "",
      email: "",
      method: "callback",
    });
    expect(claimValues(() => ["an", "array"])).toEqual({ name: "", jobTitle: "", email: "", method: "" });
  });
});

describe("parseClaim", () => {
  it("takes a claim with trimmed fields and the address in lower case", () => {
    expect(parseClaim({ ...VALID, name: "  Jane Doe ", jobTitle: " Owner " }, BOTH)).toEqual({
      ok: true,
      claim: { name: "Jane Doe", jobTitle: "Owner", email: "jane@austinmenshealth.com", method: "email" },
    });
    expect(
      parseClaim(
        { ...VALID, email: "jane@gmail.com", method: "callback" },
        { emailDomain: null, hasPhone: true },
      ),
    ).toEqual({
      ok: true,
      claim: { name: "Jane Doe", jobTitle: "Practice manager", email: "jane@gmail.com", method: "callback" },
    });
  });

  it("names every missing field", () => {
    expect(parseClaim({ name: "", jobTitle: " ", email: "", method: "" }, BOTH)).toEqual({
      ok: false,
      errors: {
        name: "Enter your name.",
        jobTitle: "Enter your job title.",
        email: "Enter an e-mail address such as name@example.com.",
        method: "Choose how you will show that you speak for the clinic.",
      },
    });
  });

  it("refuses over-long fields and control characters, naming the field", () => {
    expect(errorsOf({ name: "J".repeat(MAX_CLAIM_NAME_LENGTH + 1) })).toEqual({
      name: `Keep your name to ${MAX_CLAIM_NAME_LENGTH} characters or fewer.`,
    });
    expect(errorsOf({ name: "J".repeat(MAX_CLAIM_NAME_LENGTH) })).toEqual({});
    expect(errorsOf({ jobTitle: "M".repeat(MAX_JOB_TITLE_LENGTH + 1) })).toEqual({
      jobTitle: `Keep your job title to ${MAX_JOB_TITLE_LENGTH} characters or fewer.`,
    });
    expect(errorsOf({ name: "Jane\u0000Doe", jobTitle: "Owner\u001b[31m" })).toEqual({
      name: "Remove the control characters from your name.",
      jobTitle: "Remove the control characters from your job title.",
    });
    expect(errorsOf({ email: `${"a".repeat(250)}@austinmenshealth.com` })).toEqual({
      email: "That e-mail address is too long.",
    });
  });

  it("refuses what is not an address, header injection included", () => {
    for (const email of [
      "jane",
      "jane@",
      "@austinmenshealth.com",
      "jane doe@austinmenshealth.com",
      "jane@austinmenshealth.com\r\nBcc: all@example.com",
      "<script>@austinmenshealth.com",
    ]) {
      expect(errorsOf({ email }), JSON.stringify(email)).toEqual({
        email: "Enter an e-mail address such as name@example.com.",
      });
    }
  });

  it("refuses a method that is not offered, forged or not possible for this listing", () => {
    expect(errorsOf({ method: "sms" })).toEqual({
      method: "Choose how you will show that you speak for the clinic.",
    });
    expect(errorsOf({ method: "EMAIL" })).toEqual({
      method: "Choose how you will show that you speak for the clinic.",
    });
    expect(errorsOf({ method: "email" }, { emailDomain: null, hasPhone: true })).toEqual({
      method:
        "We list no website of the clinic's own, so we cannot send a link to its domain: choose the call-back.",
    });
    expect(
      errorsOf({ method: "callback" }, { emailDomain: "austinmenshealth.com", hasPhone: false }),
    ).toEqual({
      method: "We list no phone number for this clinic, so we cannot call it back.",
    });
  });

  it("asks for an address at the website's domain for the e-mail link, and takes any for the call-back", () => {
    expect(errorsOf({ email: "jane@gmail.com" })).toEqual({
      email:
        "Use an address at austinmenshealth.com, the domain of the website we list, or choose the call-back.",
    });
    expect(errorsOf({ email: "jane@austinmenshealth.com.evil.test" })).toEqual({
      email:
        "Use an address at austinmenshealth.com, the domain of the website we list, or choose the call-back.",
    });
    expect(errorsOf({ email: "jane@mail.austinmenshealth.com" })).toEqual({});
    expect(errorsOf({ email: "jane@gmail.com", method: "callback" })).toEqual({});
  });
});

describe("claim codes", () => {
  it("are 8 digits, typed with or without spaces and dashes", () => {
    expect(normalizeClaimCode(" 1234 5678 ")).toBe("12345678");
    expect(normalizeClaimCode("1234-5678")).toBe("12345678");
    expect(isClaimCode(normalizeClaimCode("1234 - 5678"))).toBe(true);
    for (const typed of ["1234567", "123456789", "1234567a", "１２３４５６７８", "", "12345678\n"]) {
      expect(isClaimCode(typed), JSON.stringify(typed)).toBe(false);
    }
    expect(spokenCode("12345678")).toBe("1234 5678");
  });
});
