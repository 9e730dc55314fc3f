import { data } from "react-router";

/** What a visitor reads when a form's body cannot be read (the page says it, with status 400). */
export const UNREADABLE_FORM = "The form could not be read. Please go back and send it again.";

/**
 * The form a page's action reads. The edge has already refused a post that is not encoded as a form (415); a
 * body that still cannot be parsed as its content type says (a truncated or malformed multipart body) is a 400
 * with a plain message, never a 500.
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data(UNREADABLE_FORM, { status: 400, statusText: "Bad Request" });
  }
}
