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

/** The session token the request's Cookie header carries, or null. */
export function sessionToken(cookieHeader: string | null | undefined, secure: boolean): string | null {
  if (!cookieHeader) return null;
  const name = sessionCookieName(secure);
  for (const part of cookieHeader.split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=") || null;
  }
  return null;
}
