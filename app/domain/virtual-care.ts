import type { Clinic } from "./clinic.ts";

/** The virtual-care badge shows only for clinics with video consults, e-prescriptions or telehealth. */
export function hasVirtualCare(clinic: Pick<Clinic, "telehealth" | "telemedicineOptions">): boolean {
  return (
    clinic.telehealth ||
    clinic.telemedicineOptions.video_consult ||
    clinic.telemedicineOptions.e_prescriptions
  );
}
