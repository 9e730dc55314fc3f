/**
 * The session cookie. Over HTTPS (production) it is `__Host-trt_admin`: Secure, Path=/ and no Domain, so no
 * other host or path can set or read it. Browsers refuse `__Host-` cookies without Secure, so a development
 * server on plain HTTP uses `trt_admin`. No Max-Age: it ends with the browser, and the server ends it sooner
 * (idle and absolute expiry).
 */
export function sessionCookieName(secure: boolean): string {
  return secure ? "__Host-trt_admin" : "trt_admin";
}

function attributes(secure: boolean): string {
  return `Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export function sessionCookie(token: string, secure: boolean): string {
  return `${sessionCookieName(secure)}=${token}; ${attributes(secure)}`;
}

export function clearedSessionCookie(secure: boolean): string {
  return `${sessionCookieName(secure)}=; Max-Age=0; ${attributes(secure)}`;
}

function cookieValue(cookieHeader: string | null | undefined, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=") || null;
  }
  return null;
}

/** The session token the request's Cookie header carries, or null. */
export function sessionToken(cookieHeader: string | null | undefined, secure: boolean): string | null {
  return cookieValue(cookieHeader, sessionCookieName(secure));
}

/** How long a device is remembered after it signs in (the most browsers keep a cookie: 400 days). */
const KNOWN_DEVICE_SECONDS = 400 * 24 * 60 * 60;

function deviceCookieName(secure: boolean): string {
  return secure ? "__Host-trt_device" : "trt_device";
}

/** Marks the browser as a device that signed in (known-device.server.ts); sent only to this site. */
export function deviceCookie(token: string, secure: boolean): string {
  return `${deviceCookieName(secure)}=${token}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${KNOWN_DEVICE_SECONDS}${
    secure ? "; Secure" : ""
  }`;
}

/** The known-device token the request's Cookie header carries, or null. */
export function deviceCookieToken(cookieHeader: string | null | undefined, secure: boolean): string | null {
  return cookieValue(cookieHeader, deviceCookieName(secure));
}
