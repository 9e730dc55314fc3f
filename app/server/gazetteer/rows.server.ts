import { isStateCode } from "../../domain/us-states.ts";
import type { PlaceRow, ZipRow } from "./types.server.ts";

/** Thrown when gazetteer data does not have the expected shape. */
export class GazetteerDataError extends Error {
  override name = "GazetteerDataError";
}

function isLatitude(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value) && Math.abs(value) <= 90;
}

function isLongitude(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value) && Math.abs(value) <= 180;
}

function isZipRow(row: unknown): row is ZipRow {
  return (
    Array.isArray(row) &&
    row.length === 5 &&
    typeof row[0] === "string" &&
    /^\d{5}$/.test(row[0]) &&
    typeof row[1] === "string" &&
    row[1].trim() !== "" &&
    typeof row[2] === "string" &&
    isStateCode(row[2]) &&
    isLatitude(row[3]) &&
    isLongitude(row[4])
  );
}

function isPlaceRow(row: unknown): row is PlaceRow {
  return (
    Array.isArray(row) &&
    row.length === 5 &&
    typeof row[0] === "string" &&
    row[0].trim() !== "" &&
    typeof row[1] === "string" &&
    isStateCode(row[1]) &&
    typeof row[2] === "number" &&
    Number.isFinite(row[2]) &&
    row[2] >= 0 &&
    isLatitude(row[3]) &&
    isLongitude(row[4])
  );
}

function checkRows<T>(rows: unknown, isRow: (row: unknown) => row is T, what: string): readonly T[] {
  if (!Array.isArray(rows)) throw new GazetteerDataError(`${what}: expected an array of rows`);
  rows.forEach((row, index) => {
    if (!isRow(row)) {
      throw new GazetteerDataError(
        `${what}: row ${index} is malformed: ${JSON.stringify(row)?.slice(0, 200)}`,
      );
    }
  });
  return rows;
}

/** `rows` as ZIP rows ([zip, city, stateCode, latitude, longitude]), or a GazetteerDataError. */
export function checkZipRows(rows: unknown, what = "zips"): readonly ZipRow[] {
  return checkRows(rows, isZipRow, what);
}

/** `rows` as place rows ([name, stateCode, population, latitude, longitude]), or a GazetteerDataError. */
export function checkPlaceRows(rows: unknown, what = "places"): readonly PlaceRow[] {
  return checkRows(rows, isPlaceRow, what);
}
