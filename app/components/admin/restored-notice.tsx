import { useFocusOnShow } from "./clinic-form.tsx";

/** Says that the form holds what the operator typed before their session expired, not yet saved. */
export function RestoredNotice() {
  const notice = useFocusOnShow<HTMLDivElement>(true);
  return (
    <div
      ref={notice}
      tabIndex={-1}
      role="status"
      className="mb-6 rounded-card border-2 border-brand-700 bg-brand-50 p-4 text-slate-900"
    >
      <p className="font-bold">Your unsaved changes were restored; review and save.</p>
      <p className="mt-1">
        This is what you typed before your session expired. Nothing has been saved yet: check the form, then
        save it.
      </p>
    </div>
  );
}
