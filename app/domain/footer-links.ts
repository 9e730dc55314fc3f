import type { NavItem } from "./navigation.ts";

export const FOOTER_GROUPS: readonly { heading: string; links: readonly NavItem[] }[] = [
  {
    heading: "Find care",
    links: [
      { href: "/search", label: "Find TRT Clinics" },
      { href: "/about-trt", label: "TRT Guide" },
      { href: "/tools/symptom-checker", label: "Symptom Checker" },
      { href: "/blog", label: "Blog" },
    ],
  },
  {
    heading: "Popular articles",
    links: [
      { href: "/blog/trt-cost-guide-2025-what-to-expect-how-to-save", label: "TRT Cost Guide" },
      {
        href: "/blog/choosing-right-trt-clinic-patients-complete-guide",
        label: "Choosing the Right TRT Clinic",
      },
      {
        href: "/blog/understanding-low-testosterone-signs-symptoms-solutions",
        label: "Understanding Low Testosterone",
      },
    ],
  },
  {
    heading: "About us",
    links: [
      { href: "/about", label: "About" },
      { href: "/how-we-list-clinics", label: "How We List Clinics" },
      { href: "/contact", label: "Contact" },
      { href: "/privacy", label: "Privacy Policy" },
      { href: "/terms", label: "Terms of Use" },
    ],
  },
];
