import type { Clinic } from "../../domain/clinic.ts";
import { CheckIcon } from "./icons.tsx";
import { ProfileSection } from "./section.tsx";
import { VirtualCareDetails } from "./virtual-care-details.tsx";

export function ServicesTab({ clinic }: { clinic: Clinic }) {
  return (
    <div className="space-y-6">
      <ProfileSection title="Services offered">
        {clinic.services.length > 0 ? (
          <ul className="grid gap-3 sm:grid-cols-2">
            {clinic.services.map((service) => (
              <li key={service.id} className="flex gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4">
                <CheckIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
                <div>
                  <h3 className="font-semibold text-slate-900">{service.name}</h3>
                  {service.description ? (
                    <p className="mt-1 text-sm leading-relaxed text-slate-700">{service.description}</p>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-700">The clinic has not listed its services yet. Call to ask.</p>
        )}
      </ProfileSection>
      <VirtualCareDetails clinic={clinic} />
    </div>
  );
}
