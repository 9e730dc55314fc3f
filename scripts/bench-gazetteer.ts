/**
 * Times the gazetteer: load, then 10,000 calls each of resolveLocation, suggestLocations and
 * nearestPlace on varied inputs (after 1,000 warm-up calls each), printing p50/p99 in microseconds.
 *
 *   npm exec -- node scripts/bench-gazetteer.ts [data-dir]
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { loadGazetteer } from "../app/server/gazetteer/load.server.ts";
import type { PlaceRow, ZipRow } from "../app/server/gazetteer/types.server.ts";
import { readScriptArguments, usageError } from "./script-args.ts";
import { random } from "./seeded-random.ts";

const CALLS = 10_000;
const WARM_UP = 1_000;
const { positionals } = readScriptArguments({
  usage: "node scripts/bench-gazetteer.ts [<data-dir>]",
  help: `Times the gazetteer in <data-dir> (data/gazetteer): its load, then 10,000 calls each of resolveLocation,
suggestLocations and nearestPlace on varied inputs, with p50 and p99 in microseconds.`,
  positionals: true,
});
if (positionals.length > 1) usageError("Give at most one data folder.");
const dir = positionals[0] ?? "data/gazetteer";

function pick<T>(items: readonly T[], next: () => number): T {
  const item = items[Math.floor(next() * items.length)];
  if (item === undefined) throw new Error("nothing to pick from");
  return item;
}

function percentile(sorted: Float64Array, p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;
}

function time<T>(name: string, inputs: readonly T[], call: (input: T) => unknown): void {
  for (let i = 0; i < WARM_UP; i++) call(inputs[i % inputs.length] as T);
  const samples = new Float64Array(inputs.length);
  let sink = 0;
  const started = performance.now();
  inputs.forEach((input, i) => {
    const start = performance.now();
    const result = call(input);
    samples[i] = (performance.now() - start) * 1000;
    if (result !== null && result !== undefined) sink++;
  });
  const total = performance.now() - started;
  samples.sort();
  const us = (value: number) => `${value.toFixed(1)} µs`.padStart(10);
  console.log(
    `${name.padEnd(18)} p50 ${us(percentile(samples, 0.5))}  p99 ${us(percentile(samples, 0.99))}  ` +
      `max ${us(samples[samples.length - 1] ?? 0)}  (${inputs.length} calls, ${total.toFixed(0)} ms, ${sink} answers)`,
  );
}

const loadStart = performance.now();
const gazetteer = loadGazetteer(dir);
const loadMs = performance.now() - loadStart;
console.log(
  `load: ${loadMs.toFixed(0)} ms (${gazetteer.counts.zips} ZIPs, ${gazetteer.counts.places} places, ` +
    `heap ${(process.memoryUsage().heapUsed / 1024 / 1024).toFixed(0)} MB)`,
);

// Inputs drawn from the data itself, plus states, misspellings and junk.
const zips = JSON.parse(readFileSync(join(dir, "zips.json"), "utf8")) as ZipRow[];
const places = JSON.parse(readFileSync(join(dir, "places.json"), "utf8")) as PlaceRow[];
const next = random(20_240_601);
const STATES = [
  "Texas",
  "tx",
  "California",
  "new york",
  "WA",
  "North Carolina",
  "ohio",
  "Florida",
  "me",
  "Hawaii",
];
const JUNK = [
  "asdfgh",
  "clinics near me",
  "'; DROP TABLE x; --",
  "🦄",
  "x".repeat(300),
  "123",
  "Springfeld",
  "zzz, qq",
];

const resolveInputs = Array.from({ length: CALLS }, () => {
  const roll = next();
  const zip = pick(zips, next);
  const place = pick(places, next);
  if (roll < 0.25) return zip[0];
  if (roll < 0.3) return `${zip[0]}-1234`;
  if (roll < 0.55) return `${place[0]}, ${place[1]}`;
  if (roll < 0.65) return `${place[0].toLowerCase()} ${place[1].toLowerCase()}`;
  if (roll < 0.8) return place[0];
  if (roll < 0.9) return pick(STATES, next);
  return pick(JUNK, next);
});

const suggestInputs = Array.from({ length: CALLS }, () => {
  const roll = next();
  const place = pick(places, next);
  if (roll < 0.7) return place[0].slice(0, 2 + Math.floor(next() * 6));
  if (roll < 0.85) return `${place[0]}, ${place[1].slice(0, 1 + Math.floor(next() * 2))}`;
  if (roll < 0.95) return pick(["tx", "ca", "texas", "new", "san", "lake", "st", "sa", "mo", "north"], next);
  return pick(JUNK, next);
});

const nearestInputs = Array.from({ length: CALLS }, () => {
  const roll = next();
  if (roll < 0.6) {
    const place = pick(places, next);
    return [place[3] + (next() - 0.5) * 0.5, place[4] + (next() - 0.5) * 0.5] as const;
  }
  if (roll < 0.9) return [25 + next() * 24, -124 + next() * 57] as const; // the lower 48's box
  return [next() * 60 - 10, -180 + next() * 120] as const; // oceans included
});

time("resolveLocation", resolveInputs, (text) => gazetteer.resolveLocation(text));
time("suggestLocations", suggestInputs, (text) => gazetteer.suggestLocations(text));
time("nearestPlace", nearestInputs, ([latitude, longitude]) => gazetteer.nearestPlace(latitude, longitude));
