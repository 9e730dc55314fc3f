import type { ClinicPartProps } from "./clinic-parts.tsx";
import { HoursTable } from "./hours-table.tsx";
import { KeptClinicPart } from "./kept-clinic-part.tsx";
import { ProfileSection } from "./section.tsx";

/**
 * The profile's overview. The opening hours mark today where the clinic is once the page is in the browser
 * (`HoursTable`); the rest is kept as the server drew it (`overview-sections.tsx`).
 */
export function OverviewTab(page: Omit<ClinicPartProps, "part">) {
  const { clinic } = page;
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <KeptClinicPart part="overview-main" {...page} />
      <div className="flex flex-col gap-6">
        {clinic.openingHours.length > 0 ? (
          <ProfileSection title="Opening hours">
            <HoursTable hours={clinic.hoursOfOperation} timeZone={clinic.timeZone} />
          </ProfileSection>
        ) : null}
        <KeptClinicPart part="overview-side" {...page} />
      </div>
    </div>
  );
}
