import { SiteLink } from "../site-link.tsx";

/** The spec's not-found state of a clinic profile (answered with HTTP 404). */
export function ClinicNotFound() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-balance text-slate-900">Clinic not found</h1>
      <p className="mt-4 text-lg text-slate-700">The clinic you're looking for doesn't exist.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <SiteLink to="/" className="btn-primary">
          Return to Home
        </SiteLink>
        <SiteLink to="/search" className="btn-secondary">
          Find TRT Clinics
        </SiteLink>
      </div>
    </section>
  );
}
