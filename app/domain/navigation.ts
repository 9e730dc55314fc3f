export interface NavItem {
  href: string;
  label: string;
}

export const PRIMARY_NAV: readonly NavItem[] = [
  { href: "/search", label: "Find TRT Clinics" },
  { href: "/trt-clinics-near-me", label: "Clinics Near Me" },
  { href: "/tele-trt-clinics", label: "Telemedicine TRT" },
  { href: "/about-trt", label: "TRT Guide" },
  { href: "/blog", label: "Expert Resources" },
];

export const HEADER_ACTIONS = {
  assessment: { href: "/tools/symptom-checker", label: "Free Assessment" },
  findClinics: { href: "/search", label: "Find Clinics" },
} as const satisfies Record<string, NavItem>;

/** A navigation item is active when the current path is its path or lies beneath it. */
export function isActivePath(currentPath: string, itemPath: string): boolean {
  return currentPath === itemPath || currentPath.startsWith(`${itemPath}/`);
}
