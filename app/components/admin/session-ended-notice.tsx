import { useSearchParams } from "react-router";

/**
 * On the sign-in page, why the operator is there again: their session expired (`?expired=yes`), and whether
 * what they had just sent is kept for them (`?expired=kept`, require-admin.server.ts).
 */
export function SessionEndedNotice() {
  const [params] = useSearchParams();
  const expired = params.get("expired");
  if (expired === "kept") {
    return (
      <div
        role="status"
        className="mt-4 rounded-card border-2 border-accent-700 bg-accent-50 p-3 text-slate-900"
      >
        <p className="font-bold">Your session expired; sign in to save.</p>
        <p className="mt-1">
          What you typed is kept: after you sign in, the form comes back filled in for you to check and save.
        </p>
      </div>
    );
  }
  if (expired) {
    return (
      <p
        role="status"
        className="mt-4 rounded-card border-2 border-accent-700 bg-accent-50 p-3 text-slate-900"
      >
        Your session expired; sign in again to go on.
      </p>
    );
  }
  return null;
}
