import type { ReactNode } from "react";
import { Link, useLoaderData } from "react-router";
import { BlogSources } from "../components/blog-sources.tsx";
import { MedicalDisclaimer } from "../components/medical-disclaimer.tsx";
import { servicesContext } from "../context.ts";
import { breadcrumbJsonLd } from "../domain/blog-json-ld.ts";
import { emptyFilters, searchHref } from "../domain/search-params.ts";
import { absoluteUrl, pageMeta } from "../lib/meta.ts";
import { siteFromMatches } from "../lib/site.ts";
import { listInsurance } from "../server/clinics/catalog.server.ts";
import type { Route } from "./+types/insurance-verification";

const TITLE = "How to Check Your Insurance Coverage for TRT";
const DESCRIPTION =
  "What to ask your insurer about testosterone therapy, what plans usually cover, Medicare, HSAs and FSAs, and clinics in our directory by insurance.";
/** Payment options in the catalog that are not insurers. */
const PAYMENT_OPTIONS = new Set(["self-pay", "hsa-fsa"]);

const REVIEWED = "2026-11-01";

const SOURCES = [
  {
    title:
      "Mulhall JP, et al. Evaluation and Management of Testosterone Deficiency: AUA Guideline. J Urol. 2018;200(2):423-432",
    url: "https://doi.org/10.1016/j.juro.2018.03.115",
  },
  {
    title: "Medicare.gov: How much does Medicare drug coverage cost?",
    url: "https://www.medicare.gov/health-drug-plans/part-d/basics/costs",
  },
  {
    title: "Medicare.gov: Prescription drugs (outpatient)",
    url: "https://www.medicare.gov/coverage/prescription-drugs-outpatient",
  },
  {
    title: "Internal Revenue Service: Publication 502, Medical and Dental Expenses",
    url: "https://www.irs.gov/publications/p502",
  },
  {
    title:
      "Internal Revenue Service: Publication 969, Health Savings Accounts and Other Tax-Favored Health Plans",
    url: "https://www.irs.gov/publications/p969",
  },
  {
    title: "HealthCare.gov: How to appeal an insurance company decision",
    url: "https://www.healthcare.gov/appeal-insurance-company-decision/",
  },
];

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const entries = await listInsurance(db).catch(() => []);
  return {
    insurers: entries
      .filter((entry) => !PAYMENT_OPTIONS.has(entry.id))
      .sort((a, b) => b.clinicCount - a.clinicCount || a.name.localeCompare(b.name)),
    paymentOptions: entries.filter((entry) => PAYMENT_OPTIONS.has(entry.id)),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return pageMeta({
    ...site,
    title: TITLE,
    description: DESCRIPTION,
    path: "/tools/insurance-verification",
    jsonLd: [
      {
        "@type": "WebPage",
        name: TITLE,
        description: DESCRIPTION,
        url: absoluteUrl(site.siteUrl, "/tools/insurance-verification"),
        lastReviewed: REVIEWED,
      },
      breadcrumbJsonLd(site.siteUrl, [
        { name: "Home", path: "/" },
        { name: "Insurance Coverage", path: "/tools/insurance-verification" },
      ]),
    ],
  });
};

function insurerHref(id: string): string {
  return searchHref({ location: { kind: "none" }, filters: { ...emptyFilters(), insurance: [id] } });
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="scroll-mt-24 text-2xl font-bold tracking-tight text-slate-900">
        {title}
      </h2>
      <div className="mt-4 space-y-4 leading-relaxed text-slate-800">{children}</div>
    </section>
  );
}

const link = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900";

const COVERAGE = [
  [
    "Generic testosterone injections (cypionate, enanthate)",
    "Often covered, sometimes as the preferred option",
  ],
  [
    "Brand-name gels, patches, oral capsules or nasal gel",
    "May be covered, often with prior authorization or step therapy",
  ],
  ["Lab tests for diagnosis and monitoring", "Often covered when medically necessary"],
  [
    "Visits with an in-network doctor or specialist",
    "Covered under your usual copay, coinsurance and deductible",
  ],
  ["Pellets", "Varies: the drug and the insertion procedure are checked separately"],
  ["Cash-pay clinic memberships", "Generally not billed to insurance"],
  ["Compounded testosterone", "Frequently not covered"],
  ["Testosterone without documented deficiency", "Generally not covered"],
] as const;

function ClinicsByInsurer({
  entries,
  label,
}: {
  entries: readonly { id: string; name: string; clinicCount: number }[];
  label: string;
}) {
  return (
    <ul aria-label={label} className="grid gap-3 sm:grid-cols-2">
      {entries.map((entry) => (
        <li key={entry.id} className="rounded-xl border border-slate-200 bg-white">
          {entry.clinicCount > 0 ? (
            <Link
              to={insurerHref(entry.id)}
              className="flex min-h-14 items-center justify-between gap-3 rounded-xl px-4 py-3 hover:bg-brand-50"
            >
              <span className="font-semibold text-slate-900">{entry.name}</span>
              <span className="shrink-0 text-sm text-brand-800">
                {entry.clinicCount.toLocaleString("en-US")} {entry.clinicCount === 1 ? "clinic" : "clinics"}
                <span aria-hidden="true"> →</span>
              </span>
            </Link>
          ) : (
            <span className="flex min-h-14 items-center justify-between gap-3 px-4 py-3">
              <span className="font-semibold text-slate-900">{entry.name}</span>
              <span className="text-sm text-slate-600">No clinics listed yet</span>
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

export default function InsuranceVerification() {
  const { insurers, paymentOptions } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <header>
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Insurance coverage</p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{TITLE}</h1>
        <p className="mt-4 text-lg leading-relaxed text-slate-700">
          Coverage for testosterone therapy depends on your plan, the form of testosterone and how well your
          diagnosis is documented. The quickest way to know is one well-prepared call to your insurer. Here is
          what to have ready, what to ask, and what plans usually cover.
        </p>
        <p className="mt-4 rounded-xl border border-brand-100 bg-brand-50 p-4 text-sm text-slate-800">
          We do not check coverage for you, and this page asks for nothing: no form, no plan details, no
          personal information. Only your insurer can confirm what your plan pays for.
        </p>
      </header>

      <nav
        aria-labelledby="insurance-toc"
        className="mt-10 rounded-2xl border border-slate-200 bg-slate-50 p-5"
      >
        <h2 id="insurance-toc" className="text-sm font-semibold uppercase tracking-wide text-slate-700">
          On this page
        </h2>
        <ul className="mt-2 grid gap-x-6 sm:grid-cols-2">
          {[
            ["before-you-call", "Before you call"],
            ["questions", "Questions to ask your insurer"],
            ["usually-covered", "What is usually covered"],
            ["medicare", "Medicare"],
            ["hsa-fsa", "HSAs and FSAs"],
            ["denied", "If coverage is denied"],
            ["clinics-by-insurer", "Clinics by insurance"],
          ].map(([id, label]) => (
            <li key={id}>
              <a href={`#${id}`} className="flex min-h-11 items-center text-brand-800 hover:underline">
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <Section id="before-you-call" title="Before you call">
        <p>Have these in front of you so the call gives you answers rather than a callback:</p>
        <ul className="list-disc space-y-2 pl-6">
          <li>Your insurance card: member ID, group number and the plan name.</li>
          <li>
            The treatment you are considering: the medicine (for example testosterone cypionate injections or
            a brand-name gel), the dose if you know it, and the pharmacy you would use.
          </li>
          <li>
            Your lab results: the dates and times of your testosterone tests and the total testosterone
            values. Plans usually ask for two early-morning results.
          </li>
          <li>
            The clinic or clinician's name and, if you have it, their National Provider Identifier (NPI), so
            the insurer can tell you whether they are in network.
          </li>
          <li>
            The diagnosis code your clinician will use, if they have told you (for example E29.1, testicular
            hypofunction).
          </li>
        </ul>
      </Section>

      <Section id="questions" title="Questions to ask your insurer">
        <ol className="list-decimal space-y-3 pl-6">
          <li>
            <strong className="text-slate-900">Is testosterone on my plan's drug list (formulary)?</strong>{" "}
            Which forms and brands, and at what tier or copay?
          </li>
          <li>
            <strong className="text-slate-900">Do I need prior authorization?</strong> Ask exactly what it
            needs: how many tests, taken at what time of day, below which level, and which symptoms must be
            documented. Ask how long an approval lasts and what renewal requires.
          </li>
          <li>
            <strong className="text-slate-900">Is there step therapy?</strong> Some plans cover a brand-name
            gel only after you have tried generic injections.
          </li>
          <li>
            <strong className="text-slate-900">Are there quantity limits</strong> on how much medicine is
            dispensed each month?
          </li>
          <li>
            <strong className="text-slate-900">Are the lab tests covered?</strong> Ask about total and free
            testosterone, LH and FSH, a blood count (hematocrit) and PSA, and which labs are in network.
          </li>
          <li>
            <strong className="text-slate-900">Is my clinic or clinician in network?</strong> Do I need a
            referral to see an endocrinologist or urologist?
          </li>
          <li>
            <strong className="text-slate-900">Are telehealth visits covered,</strong> and only with certain
            providers?
          </li>
          <li>
            <strong className="text-slate-900">For pellets:</strong> is the insertion procedure covered as
            well as the pellets themselves?
          </li>
          <li>
            <strong className="text-slate-900">What will I pay?</strong> How much of my deductible is left,
            and what are my copay or coinsurance for visits, labs and the medicine?
          </li>
        </ol>
        <p>
          Write down the date, the name of the person you spoke to and the call reference number. If you are
          told something is covered, ask whether it can be confirmed in writing.
        </p>
      </Section>

      <Section id="usually-covered" title="What is usually covered, and what usually isn't">
        <p>
          Every plan is different, but this is the common picture for men with testosterone deficiency that
          has been confirmed by symptoms and repeat morning blood tests, as the major guidelines require.
        </p>
        <div className="overflow-hidden rounded-lg border border-slate-200">
          <table className="w-full border-collapse text-left text-sm sm:text-base">
            <thead>
              <tr>
                <th scope="col" className="bg-slate-50 px-3 py-2 font-semibold text-slate-900">
                  Item
                </th>
                <th scope="col" className="bg-slate-50 px-3 py-2 font-semibold text-slate-900">
                  Typical insurance picture
                </th>
              </tr>
            </thead>
            <tbody>
              {COVERAGE.map(([item, picture]) => (
                <tr key={item}>
                  <th
                    scope="row"
                    className="border-t border-slate-200 px-3 py-2 align-top font-medium text-slate-900"
                  >
                    {item}
                  </th>
                  <td className="border-t border-slate-200 px-3 py-2 align-top">{picture}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>
          Many men's health clinics are cash-pay only. Even then, your insurance may still cover the lab tests
          or the medicine at a pharmacy, so ask the clinic whether it can send prescriptions and lab orders
          that you can run through your plan. For typical cash prices, see our{" "}
          <Link to="/blog/trt-cost-guide-2025-what-to-expect-how-to-save" className={link}>
            TRT cost guide
          </Link>
          .
        </p>
      </Section>

      <Section id="medicare" title="Medicare">
        <ul className="list-disc space-y-2 pl-6">
          <li>
            <strong className="text-slate-900">Part D</strong> drug plans cover prescription testosterone that
            you use at home, subject to each plan's drug list, tiers and rules such as prior authorization.
          </li>
          <li>
            <strong className="text-slate-900">Part B</strong> covers medically necessary doctor visits and
            lab tests.
          </li>
          <li>
            <strong className="text-slate-900">Medicare Advantage</strong> plans combine these, usually with
            their own networks and drug lists.
          </li>
        </ul>
        <p>
          You can compare drug coverage between plans with the Plan Finder on{" "}
          <a href="https://www.medicare.gov/plan-compare/" rel="noopener" className={link}>
            Medicare.gov
          </a>
          .
        </p>
      </Section>

      <Section id="hsa-fsa" title="Paying with an HSA or FSA">
        <p>
          Health savings accounts (HSAs) and flexible spending accounts (FSAs) can generally be used for
          prescribed medicines, doctor visits and lab fees, which IRS Publication 502 counts as medical care.
          Supplements and treatment that is not medical care do not qualify.
        </p>
        <p>
          Ask the clinic for itemized receipts that show what each charge was for, and keep them: your account
          administrator may ask for them. If your clinic is out of network, ask for an itemized statement
          (often called a superbill) that you can send to your insurer for possible out-of-network
          reimbursement. Our guide to{" "}
          <Link to="/blog/paying-for-trt-insurance-hsa-fsa" className={link}>
            paying for TRT
          </Link>{" "}
          has more detail.
        </p>
      </Section>

      <Section id="denied" title="If coverage is denied">
        <ol className="list-decimal space-y-2 pl-6">
          <li>Ask for the reason in writing, and for the exact criteria your request did not meet.</li>
          <li>
            Ask your clinician to resubmit with the missing documentation, such as a second morning test, or
            to request a peer-to-peer review with the plan's doctor.
          </li>
          <li>Ask whether a covered alternative (often generic injections) would meet your needs.</li>
          <li>
            If the answer is still no, you usually have the right to an internal appeal and, for most plans,
            an independent external review.{" "}
            <a
              href="https://www.healthcare.gov/appeal-insurance-company-decision/"
              rel="noopener"
              className={link}
            >
              HealthCare.gov explains how
            </a>
            .
          </li>
        </ol>
      </Section>

      <Section id="clinics-by-insurer" title="Clinics in our directory by insurance">
        <p>
          The number of clinics in our directory that list each insurer or payment option. Select one to see
          those clinics; always confirm with the clinic and your insurer, since networks change.
        </p>
        {insurers.length > 0 ? (
          <ClinicsByInsurer entries={insurers} label="Insurers" />
        ) : (
          <p className="rounded-xl bg-slate-50 p-4">
            Insurance information is not available right now.{" "}
            <Link to="/search" className={link}>
              Search all clinics
            </Link>
            .
          </p>
        )}
        {paymentOptions.length > 0 ? (
          <>
            <h3 className="pt-4 text-lg font-semibold text-slate-900">Other ways to pay</h3>
            <ClinicsByInsurer entries={paymentOptions} label="Other ways to pay" />
          </>
        ) : null}
      </Section>

      <div className="mt-12 rounded-2xl bg-brand-50 p-6 text-center sm:p-8">
        <h2 className="text-2xl font-bold text-slate-900">Compare clinics that take your plan</h2>
        <p className="mt-2 text-slate-700">
          Filter by insurance, price, services and telehealth on our search page.
        </p>
        <Link to="/search" className="btn-primary mt-5 min-h-12 px-6 text-base">
          Find TRT Clinics Near Me
        </Link>
      </div>

      <BlogSources sources={SOURCES} />
      <MedicalDisclaimer lastReviewed={REVIEWED} className="mt-8" />
    </div>
  );
}
