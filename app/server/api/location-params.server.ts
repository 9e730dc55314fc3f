import { numberParam, textParam } from "./params.server.ts";

export const SUGGEST_PARAMS = {
  q: {
    name: "q",
    description: "What the visitor has typed (at least 2 characters; shorter text gives an empty list).",
    schema: textParam(100),
    example: "aus",
  },
};

export const REVERSE_PARAMS = {
  lat: {
    name: "lat",
    description: "Latitude of the device position.",
    schema: numberParam({ min: -90, max: 90 }),
    example: "39.7392",
  },
  lng: {
    name: "lng",
    description: "Longitude of the device position.",
    schema: numberParam({ min: -180, max: 180 }),
    example: "-104.9903",
  },
};
