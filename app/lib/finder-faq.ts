/** The finder's questions and answers: shown on the page and given to search engines as its FAQPage. */
export const FINDER_FAQ = [
  {
    question: "How much does TRT cost?",
    answer:
      "Most clinics charge about $200-400 per month for testosterone injections. Gels or pellets usually cost more, around $300-800. The first consultation and lab work may be billed separately, so ask each clinic for its full price.",
  },
  {
    question: "Does insurance cover testosterone therapy?",
    answer:
      "Some plans cover TRT when blood tests confirm low testosterone and a doctor finds it medically necessary. Use the insurance filter to find clinics that accept your plan, then confirm coverage with the clinic and your insurer.",
  },
  {
    question: "Can I start TRT online?",
    answer:
      "Yes. Many clinics offer video consultations and e-prescriptions, and some order lab work near you. Online clinics can only treat patients in states where they are licensed.",
  },
  {
    question: "What should I look for in a TRT clinic?",
    answer:
      "Look for licensed physicians, lab testing before and during treatment, clear pricing, and regular follow-up. Read our guide to choosing a clinic for the questions to ask.",
  },
] as const;
