import type { Clinic } from "../../domain/clinic.ts";
import { byStateName, stateByCode } from "../../domain/us-states.ts";
import { hasVirtualCare } from "../../domain/virtual-care.ts";
import { CheckIcon } from "./icons.tsx";
import { ProfileSection } from "./section.tsx";

function Feature({ available, label }: { available: boolean; label: string }) {
  return (
    <li className="flex items-center gap-2">
      {available ? (
        <CheckIcon className="h-5 w-5 shrink-0 text-green-700" />
      ) : (
        <span
          aria-hidden="true"
          className="inline-flex h-5 w-5 shrink-0 items-center justify-center text-slate-500"
        >
          –
        </span>
      )}
      <span className={available ? "text-slate-900" : "text-slate-600"}>
        {label}
        <span className="sr-only">{available ? ": offered" : ": not offered"}</span>
      </span>
    </li>
  );
}

/** Telehealth, video visits, e-prescriptions and the states the clinic may treat patients in remotely. */
export function VirtualCareDetails({ clinic }: { clinic: Clinic }) {
  if (!hasVirtualCare(clinic)) {
    return (
      <ProfileSection title="Telehealth">
        <p className="text-slate-700">This clinic does not list telehealth services.</p>
      </ProfileSection>
    );
  }
  const known = clinic.license_states.map((code) => stateByCode(code));
  const states = [
    ...known
      .filter((state) => state !== undefined)
      .sort(byStateName)
      .map((state) => state.name),
    ...clinic.license_states.filter((_, index) => known[index] === undefined),
  ];
  return (
    <ProfileSection title="Telehealth">
      <ul className="grid gap-2 sm:grid-cols-3">
        <Feature available={clinic.telehealth} label="Telehealth visits" />
        <Feature available={clinic.telemedicineOptions.video_consult} label="Video consultations" />
        <Feature available={clinic.telemedicineOptions.e_prescriptions} label="E-prescriptions" />
      </ul>
      {states.length > 0 ? (
        <div className="mt-4">
          <h3 className="text-sm font-semibold text-slate-900">{`Licensed to treat patients in ${states.length} state${states.length === 1 ? "" : "s"}`}</h3>
          <p className="mt-1 text-sm leading-relaxed text-slate-700">{states.join(", ")}</p>
        </div>
      ) : (
        <p className="mt-4 text-sm text-slate-700">
          The clinic has not listed the states where it can treat patients remotely.
        </p>
      )}
    </ProfileSection>
  );
}
