/** The online clinics' list. */
export const ONLINE_PATH = "/tele-trt-clinics";

/** The look of the online list's search fields. */
export const ONLINE_FIELD =
  "min-h-12 rounded-control border border-slate-300 bg-white px-4 text-base text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30";
