import { SiteLink } from "./site-link.tsx";

export function HomeClosingCta() {
  return (
    <section aria-labelledby="closing-cta-heading" className="bg-brand-800 text-white">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6">
        <h2 id="closing-cta-heading" className="text-3xl font-bold tracking-tight">
          Take the next step with confidence
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">
          Check your symptoms in two minutes, read how TRT works, or compare clinics near you. Only a blood
          test and a licensed clinician can tell you whether treatment is right for you.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <SiteLink to="/search" className="btn-primary min-h-12 px-6 text-base">
            Find TRT Clinics
          </SiteLink>
          <SiteLink
            to="/tools/symptom-checker"
            className="inline-flex min-h-12 items-center justify-center rounded-lg border border-white px-6 font-semibold text-white hover:bg-white/10"
          >
            Take the Free Assessment
          </SiteLink>
          <SiteLink
            to="/about-trt"
            className="inline-flex min-h-12 items-center justify-center rounded-lg px-6 font-semibold text-white underline underline-offset-4 hover:bg-white/10"
          >
            Read the TRT Guide
          </SiteLink>
        </div>
      </div>
    </section>
  );
}
