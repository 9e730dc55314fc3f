import { useEffect, useState } from "react";
import { openNowLabel } from "../domain/open-now.ts";

/**
 * 'Open Now' or 'Closed' from the visitor's local hour (the spec's rule, not the clinic's hours). The server
 * does not know the visitor's time zone, so nothing is shown until the page runs in the browser.
 */
export function OpenNowBadge() {
  const [label, setLabel] = useState<ReturnType<typeof openNowLabel> | null>(null);
  useEffect(() => setLabel(openNowLabel(new Date().getHours())), []);
  if (!label) return null;
  return label === "Open Now" ? (
    <span className="badge bg-green-50 text-green-800">Open Now</span>
  ) : (
    <span className="badge bg-slate-100 text-slate-700">Closed</span>
  );
}
