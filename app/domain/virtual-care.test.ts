import { expect, it } from "vitest";
import { hasVirtualCare } from "./virtual-care.ts";

const none = { telehealth: false, telemedicineOptions: { video_consult: false, e_prescriptions: false } };

it("shows the badge for telehealth, video consults or e-prescriptions", () => {
  expect(hasVirtualCare({ ...none, telehealth: true })).toBe(true);
  expect(
    hasVirtualCare({ ...none, telemedicineOptions: { video_consult: true, e_prescriptions: false } }),
  ).toBe(true);
  expect(
    hasVirtualCare({ ...none, telemedicineOptions: { video_consult: false, e_prescriptions: true } }),
  ).toBe(true);
});

it("hides the badge otherwise", () => {
  expect(hasVirtualCare(none)).toBe(false);
});
