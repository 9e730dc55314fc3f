/**
 * What a list says when the clinics could not be read (the database failed): the spec's 'Failed to fetch
 * clinics' (the online page says 'Error loading clinics'), never "no clinics found", which would be untrue.
 */
export function ClinicsUnavailable({ title = "Failed to fetch clinics" }: { title?: string }) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-6 py-10 text-center">
      <h2 className="text-xl font-bold text-red-900">{title}</h2>
      <p className="mt-2 text-red-900">Please refresh the page or try again in a moment.</p>
    </div>
  );
}
