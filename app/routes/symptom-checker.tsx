import { BlogSources } from "../components/blog-sources.tsx";
import { SiteLink } from "../components/site-link.tsx";
import { SymptomChecker } from "../components/symptom-checker.tsx";
import { LineIcon } from "../components/ui/line-icon.tsx";
import { servicesContext } from "../context.ts";
import { breadcrumbJsonLd } from "../domain/blog-json-ld.ts";
import { MAX_POINTS } from "../domain/symptom-score.ts";
import { absoluteUrl, pageMeta } from "../lib/meta.ts";
import { headlineTitles } from "../lib/page-titles.ts";
import { headFromLoader } from "../lib/route-head.ts";
import type { PublicConfig } from "../lib/site.ts";
import type { Route } from "./+types/symptom-checker";

const TITLE = "Low Testosterone Symptom Checker: Free 10-Question Assessment";
const DESCRIPTION =
  "Answer 10 quick questions on energy, libido, mood, sleep and strength to count your low-testosterone symptoms. Private: your answers never leave your browser.";

const SOURCES = [
  {
    title:
      "Morley JE, et al. Validation of a screening questionnaire for androgen deficiency in aging males (ADAM). Metabolism. 2000;49(9):1239-1242",
    url: "https://doi.org/10.1053/meta.2000.8625",
  },
  {
    title:
      "Daig I, Heinemann LAJ, et al. The Aging Males' Symptoms (AMS) scale: review of its methodological characteristics. Health Qual Life Outcomes. 2003;1:77",
    url: "https://hqlo.biomedcentral.com/articles/10.1186/1477-7525-1-77",
  },
  {
    title:
      "Millar AC, et al. Predicting low testosterone in aging men: a systematic review. CMAJ. 2016;188(13):E321-E330",
    url: "https://www.cmaj.ca/content/188/13/E321",
  },
  {
    title:
      "Bhasin S, et al. Testosterone Therapy in Men With Hypogonadism: An Endocrine Society Clinical Practice Guideline. J Clin Endocrinol Metab. 2018;103(5):1715-1744",
    url: "https://doi.org/10.1210/jc.2018-00229",
  },
];

/** The page itself needs no data: its loader only builds the head, so its builders stay on the server. */
export function loader({ context }: Route.LoaderArgs) {
  return { head: checkerHead(context.get(servicesContext).publicConfig) };
}

function checkerHead(site: PublicConfig) {
  return pageMeta({
    ...site,
    title: headlineTitles(TITLE),
    description: DESCRIPTION,
    path: "/tools/symptom-checker",
    jsonLd: [
      {
        "@type": "WebApplication",
        name: "Low Testosterone Symptom Checker",
        url: absoluteUrl(site.siteUrl, "/tools/symptom-checker"),
        applicationCategory: "HealthApplication",
        operatingSystem: "Any (runs in the browser)",
        isAccessibleForFree: true,
        description: DESCRIPTION,
      },
      breadcrumbJsonLd(site.siteUrl, [
        { name: "Home", path: "/" },
        { name: "Symptom Checker", path: "/tools/symptom-checker" },
      ]),
    ],
  });
}

export const meta: Route.MetaFunction = headFromLoader;

export default function SymptomCheckerPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <header>
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Free assessment</p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
          Low testosterone symptom checker
        </h1>
        <p className="mt-4 text-lg leading-relaxed text-slate-700">
          Ten quick questions about how you have felt over the past few months. You get a low, moderate or
          high symptom score and what it means, in about two minutes.
        </p>
        <p className="mt-3 flex items-start gap-2 text-sm text-slate-700">
          <LineIcon
            d="M10 2 3 5v5c0 4 3 7 7 8 4-1 7-4 7-8V5z"
            viewBox="0 0 20 20"
            className="mt-0.5 h-4 w-4 shrink-0 text-brand-700"
            open
          />
          Private: the checker runs entirely in your browser. Your answers are never sent or stored.
        </p>
      </header>
      <div className="mt-8">
        <SymptomChecker />
      </div>
      <section aria-labelledby="about-checker-heading" className="mt-12">
        <h2 id="about-checker-heading" className="text-2xl font-bold text-slate-900">
          About this checker
        </h2>
        <div className="mt-4 space-y-4 leading-relaxed text-slate-800">
          <p>
            The questions are our own wording, modelled on two validated questionnaires used in research on
            testosterone deficiency: the ADAM questionnaire and the Aging Males' Symptoms (AMS) scale. Age is
            a yes-or-no question worth 1 point; each symptom is rated from 0 to 4. The total is divided by the
            most the questions can score, {MAX_POINTS}: 30% or less is a low score, above 30% up to 60%
            moderate, and above 60% high.
          </p>
          <p>
            Questionnaires like these are good at noticing symptoms but poor at telling low testosterone apart
            from the many other things that cause tiredness, low mood or a lower sex drive. A 2016 systematic
            review found only a weak link between symptoms and measured testosterone. That is why no
            questionnaire can diagnose low testosterone: a diagnosis needs symptoms plus low morning blood
            tests, confirmed on a second day.
          </p>
          <p>
            To learn more, read{" "}
            <SiteLink
              to="/blog/understanding-low-testosterone-signs-symptoms-solutions"
              className="font-medium text-brand-700 underline underline-offset-2"
            >
              Understanding Low Testosterone
            </SiteLink>{" "}
            or our{" "}
            <SiteLink to="/about-trt" className="font-medium text-brand-700 underline underline-offset-2">
              complete TRT guide
            </SiteLink>
            .
          </p>
        </div>
        <BlogSources sources={SOURCES} />
      </section>
    </div>
  );
}
