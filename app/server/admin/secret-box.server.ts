import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * Seals small secrets kept in the database (TOTP secrets) with AES-256-GCM under a key derived by HKDF from
 * FORM_SECRET, the one long-lived secret in the configuration: a copy of the database alone does not reveal
 * them. Without FORM_SECRET there is no key that outlives the process, so the secret is stored as it is,
 * marked as such (decision 38). Stored forms: "aes1.<iv>.<tag>.<sealed>" or "plain1.<secret>" (base64url).
 */
export interface SecretBox {
  seal(secret: Uint8Array): string;
  /** The secret, or null when it was sealed under another key or the text is not a sealed secret. */
  open(stored: string): Buffer | null;
}

export function secretBox(formSecret: string | undefined): SecretBox {
  const key = formSecret
    ? Buffer.from(hkdfSync("sha256", formSecret, "trt-clinic-finder", "admin totp secret", 32))
    : null;
  return {
    seal(secret) {
      if (!key) return `plain1.${Buffer.from(secret).toString("base64url")}`;
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const sealed = Buffer.concat([cipher.update(secret), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), sealed].map((part) => part.toString("base64url"));
      return `aes1.${parts.join(".")}`;
    },
    open(stored) {
      const [format, ...parts] = stored.split(".");
      if (format === "plain1" && parts.length === 1) return Buffer.from(parts[0] ?? "", "base64url");
      if (format !== "aes1" || parts.length !== 3 || !key) return null;
      const [iv, tag, sealed] = parts.map((part) => Buffer.from(part ?? "", "base64url"));
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, iv as Buffer);
        decipher.setAuthTag(tag as Buffer);
        return Buffer.concat([decipher.update(sealed as Buffer), decipher.final()]);
      } catch {
        return null;
      }
    },
  };
}
