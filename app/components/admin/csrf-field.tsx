/** The session's CSRF token, sent with every admin form (checked by requireAdminChange). */
export function CsrfField({ token }: { token: string }) {
  return <input type="hidden" name="csrf" value={token} />;
}
