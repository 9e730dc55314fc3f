import { FORM_TIME_FIELD, HONEYPOT_FIELD } from "../domain/suggestion-form.ts";

/**
 * A visitor's form's two checks against scripts (decision 23): the signed time it was shown, and a field no
 * person sees or reaches by keyboard, which only scripts fill in.
 */
export function BotCheckFields({ formTime }: { formTime: string }) {
  return (
    <>
      <input type="hidden" name={FORM_TIME_FIELD} value={formTime} />
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={HONEYPOT_FIELD}>Leave this field empty</label>
        <input id={HONEYPOT_FIELD} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>
    </>
  );
}
