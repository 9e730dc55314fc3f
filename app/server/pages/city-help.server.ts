import {
  NEAREST_CLINICS_LIMIT,
  NEAREST_RADIUS_MILES,
  type NearbyHelp,
  needsNearbyHelp,
  ONLINE_CLINICS_SHOWN,
} from "../../domain/nearby-help.ts";
import type { CityPageData } from "../../domain/place-pages.ts";
import { toClinicCard } from "../../domain/to-clinic-card.ts";
import type { Directory } from "../clinics/directory.server.ts";
import { nearestInPersonClinics } from "../clinics/nearest-clinics.server.ts";
import { searchClinics } from "../clinics/search.server.ts";
import type { Gazetteer } from "../gazetteer/types.server.ts";

export type { NearbyHelp };

/**
 * For a city page listing fewer than two clinics: the nearest in-person clinics outside the city (measured
 * from the city's centre in the gazetteer; none when it has no centre) and the online clinics licensed in the
 * state (the count is all of them, as the online page lists them), without the clinics the page already
 * lists. Null for a city page that has clinics to compare.
 */
export async function loadCityHelp(
  directory: Directory,
  gazetteer: Gazetteer,
  page: Pick<CityPageData, "city" | "state" | "clinics" | "total">,
): Promise<NearbyHelp | null> {
  if (!needsNearbyHelp(page.total)) return null;
  const listed = new Set(page.clinics.map((clinic) => clinic.id));
  const centre = gazetteer.cityCenter(page.city, page.state.code);
  const [nearest, online] = await Promise.all([
    centre
      ? nearestInPersonClinics(directory, {
          latitude: centre.latitude,
          longitude: centre.longitude,
          radiusMiles: NEAREST_RADIUS_MILES,
          limit: NEAREST_CLINICS_LIMIT,
          excludeIds: listed,
        })
      : Promise.resolve([]),
    searchClinics(directory, {
      licensedIn: page.state.code,
      telehealth: true,
      sort: "rating",
      limit: ONLINE_CLINICS_SHOWN + listed.size,
    }),
  ]);
  const now = new Date();
  const onlineOthers = online.clinics.filter((clinic) => !listed.has(clinic.id));
  return {
    nearest: nearest.map((clinic) => toClinicCard(clinic, now)),
    radiusMiles: NEAREST_RADIUS_MILES,
    online: {
      clinics: onlineOthers
        .slice(0, ONLINE_CLINICS_SHOWN)
        .map((clinic) => toClinicCard({ ...clinic, distance: undefined }, now)),
      total: online.total,
    },
  };
}
