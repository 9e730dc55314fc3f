import type { AppServices } from "../../context.ts";
import { type ClinicCard, toClinicCard } from "../../domain/clinic-card.ts";
import { onlineSearchNeedle } from "../../domain/online-clinic.ts";
import { cleanText } from "../../domain/search-params.ts";
import { onlineClinics } from "../clinics/directory-views.server.ts";

export const ONLINE_PAGE_SIZE = 24;

export interface OnlinePageData {
  q: string;
  clinics: ClinicCard[];
  total: number;
  page: number;
  pageCount: number;
  failed: boolean;
}

/**
 * /tele-trt-clinics: every clinic the spec's online rule accepts, best rated first, narrowed by the page's
 * text search. The list comes from the directory once per data version; only the page's clinics are read.
 */
export async function loadOnlinePage(
  services: Pick<AppServices, "directory" | "logger">,
  url: URL,
): Promise<OnlinePageData> {
  const { directory } = services;
  const q = cleanText(url.searchParams.get("q")).slice(0, 100);
  const pageParam = Number(url.searchParams.get("page") ?? "1");
  const requested = Number.isInteger(pageParam) && pageParam >= 1 && pageParam <= 1000 ? pageParam : 1;
  try {
    const { version } = await directory.current();
    const now = new Date();
    const online = await onlineClinics(directory);
    const needle = onlineSearchNeedle(q);
    const matches = needle ? online.filter((entry) => entry.searchText.includes(needle)) : online;
    const pageCount = Math.max(1, Math.ceil(matches.length / ONLINE_PAGE_SIZE));
    const page = Math.min(requested, pageCount);
    const ids = matches
      .slice((page - 1) * ONLINE_PAGE_SIZE, page * ONLINE_PAGE_SIZE)
      .map((entry) => entry.id);
    return {
      q,
      clinics: (await directory.clinics(ids, version)).map((clinic) => toClinicCard(clinic, now)),
      total: matches.length,
      page,
      pageCount,
      failed: false,
    };
  } catch (error) {
    services.logger.error({ err: error }, "online clinics page: reading clinics failed");
    return { q, clinics: [], total: 0, page: 1, pageCount: 0, failed: true };
  }
}
