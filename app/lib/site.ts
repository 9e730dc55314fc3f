/** The settings pages and the browser may see (never secrets). */
export interface PublicConfig {
  siteName: string;
  siteUrl: string;
  partnershipsEmail: string;
  affiliateKitUrl: string;
  mapTileUrl: string;
  mapAttribution: string;
}

export interface RootData {
  site: PublicConfig;
  year: number;
  /** Null when the numbers could not be read; pages then use the spec's fallbacks. */
  stats: { clinicsCount: number; verifiedCount: number; demoData: boolean } | null;
}

export const FALLBACK_SITE: PublicConfig = {
  siteName: "TRT Clinic Finder",
  siteUrl: "http://localhost:3000",
  partnershipsEmail: "partnerships@example.com",
  affiliateKitUrl: "https://example.com/at-home-testosterone-kit",
  mapTileUrl: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
  mapAttribution: "&copy; OpenStreetMap contributors",
};
