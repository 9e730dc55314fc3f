import { useLoaderData } from "react-router";
import {
  Badges,
  Buttons,
  Cards,
  EmptyStates,
  Paginations,
  Section,
  STYLEGUIDE_PATH,
  Tokens,
} from "../components/styleguide-sections.tsx";
import { servicesContext } from "../context.ts";
import type { Clinic } from "../domain/clinic.ts";
import { licenceSummary } from "../domain/online-clinic.ts";
import { toClinicCard } from "../domain/to-clinic-card.ts";
import { pageMeta } from "../lib/meta.ts";
import { headFromLoader } from "../lib/route-head.ts";
import type { Route } from "./+types/styleguide";

/**
 * Real clinics from the database for the card examples: the best rated one that publishes hours, a featured
 * one and an online one with its licences. The edge cases are these clinics with fields taken away.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { directory, publicConfig } = context.get(servicesContext);
  const now = new Date();
  const [{ matches: rated }, { matches: featured }, { matches: online }] = await Promise.all([
    directory.search({ sort: "rating", limit: 50 }),
    directory.search({ featured: true, sort: "rating", limit: 1 }),
    directory.search({ telehealth: true, sort: "rating", limit: 1 }),
  ]);
  const pick = (clinic: Readonly<Clinic> | undefined) =>
    clinic ? { ...toClinicCard(clinic, now, { description: true }), website: clinic.website } : null;
  const withHours = rated.find(({ clinic }) => clinic.openingHours.length > 0 && clinic.phone)?.clinic;
  const onlineClinic = online[0]?.clinic;
  return {
    demo: pick(withHours ?? rated[0]?.clinic),
    featured: pick(featured[0]?.clinic),
    online: pick(onlineClinic),
    onlineLicence: onlineClinic
      ? licenceSummary(onlineClinic.license_states, onlineClinic.license_states[0] ?? null)
      : null,
    head: pageMeta({
      ...publicConfig,
      title: "Styleguide: the design system's components",
      description:
        "Every component of the TRT Clinic Finder design system in each of its states: tokens, buttons, badges, clinic cards, pagination and empty states.",
      path: STYLEGUIDE_PATH,
      noindex: true,
    }),
  };
}

export const meta: Route.MetaFunction = headFromLoader;

export default function StyleguideRoute() {
  const data = useLoaderData<typeof loader>();
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <h1 className="text-display tracking-tight text-navy-900">Styleguide</h1>
        <p className="mt-2 max-w-3xl text-slate-700">
          Every component of the design system in each of its states (decision 19). Cards show real clinics
          from the database; the edge cases are the same clinic with fields taken away.
        </p>
        <div className="mt-10">
          {[
            { id: "tokens", title: "Tokens", body: <Tokens /> },
            { id: "buttons", title: "Buttons", body: <Buttons /> },
            { id: "badges", title: "Badges", body: <Badges /> },
            { id: "cards", title: "Clinic cards", body: <Cards data={data} /> },
            { id: "pagination", title: "Pagination", body: <Paginations /> },
            { id: "empty-state", title: "Empty state", body: <EmptyStates /> },
          ].map(({ id, title, body }) => (
            <Section key={id} id={id} title={title}>
              {body}
            </Section>
          ))}
        </div>
      </div>
    </div>
  );
}
