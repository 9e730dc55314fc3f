import { INSURANCE_PROVIDERS, SERVICES } from "../../domain/catalog.ts";
import { FIELD_NAMES, insuranceOf, servicesOf } from "../../domain/clinic-form-editors.ts";

const BOX = "mt-1 h-5 w-5 shrink-0";
const NOTE =
  "block w-full rounded-control border border-slate-400 bg-white px-2 py-1 text-sm text-slate-900 sm:w-64";

/**
 * A checkbox per catalog service, each with an optional note the profile shows with it. The first box
 * carries the field's id, where the error summary's link lands.
 */
export function ServiceCheckboxes({
  value,
  describedBy,
  invalid,
}: {
  value: string;
  describedBy: string | undefined;
  invalid: boolean;
}) {
  const chosen = servicesOf(value);
  return (
    <ul className="mt-2 grid gap-2">
      {SERVICES.map((service, index) => (
        <li key={service.id} className="flex flex-wrap items-start gap-x-3 gap-y-1">
          <label className="flex min-w-56 items-start gap-2">
            <input
              type="checkbox"
              id={index === 0 ? "field-services" : `field-services-${service.id}`}
              name={FIELD_NAMES.services}
              value={service.id}
              defaultChecked={chosen.has(service.id)}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              className={BOX}
            />
            <span>{service.name}</span>
          </label>
          <label className="sr-only" htmlFor={`service-note-${service.id}`}>
            Note on {service.name}
          </label>
          <input
            id={`service-note-${service.id}`}
            name={FIELD_NAMES.serviceDescription(service.id)}
            defaultValue={chosen.get(service.id) ?? ""}
            placeholder="Note (optional)"
            maxLength={500}
            autoComplete="off"
            className={NOTE}
          />
        </li>
      ))}
    </ul>
  );
}

/** A checkbox per insurer or way to pay in the catalog. */
export function InsuranceCheckboxes({
  value,
  describedBy,
  invalid,
}: {
  value: string;
  describedBy: string | undefined;
  invalid: boolean;
}) {
  const chosen = insuranceOf(value);
  return (
    <ul className="mt-2 grid gap-2 sm:grid-cols-2">
      {INSURANCE_PROVIDERS.map((provider, index) => (
        <li key={provider.id}>
          <label className="flex items-start gap-2">
            <input
              type="checkbox"
              id={index === 0 ? "field-insurance" : `field-insurance-${provider.id}`}
              name={FIELD_NAMES.insurance}
              value={provider.id}
              defaultChecked={chosen.includes(provider.id)}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              className={BOX}
            />
            <span>{provider.name}</span>
          </label>
        </li>
      ))}
    </ul>
  );
}
