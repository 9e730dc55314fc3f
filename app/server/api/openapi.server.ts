import { z } from "zod";
import { clinicSchema } from "../../domain/clinic.ts";
import { CLINIC_PARAMS } from "./clinic-query.server.ts";
import { REVERSE_PARAMS, SUGGEST_PARAMS } from "./location-params.server.ts";
import type { ParamSpec } from "./params.server.ts";

const errorSchema = z.object({
  error: z.object({
    field: z.string().optional().describe("The parameter that was rejected"),
    message: z.string(),
  }),
});

const statsSchema = z.object({
  clinicsCount: z.number().int(),
  reviewsCount: z.number().int(),
  verifiedCount: z.number().int(),
  telehealthCount: z.number().int(),
  statesCovered: z.number().int(),
  demoData: z.boolean().describe("True while fictional demo clinics are loaded"),
});

const catalogSchema = z.array(z.object({ id: z.string(), name: z.string(), clinicCount: z.number().int() }));

const suggestionSchema = z.array(
  z.object({
    name: z.string(),
    stateCode: z.string(),
    stateName: z.string(),
    population: z.number().int(),
    latitude: z.number(),
    longitude: z.number(),
    label: z.string().describe('"City, ST"'),
  }),
);

const reverseSchema = z.object({ city: z.string(), stateCode: z.string(), label: z.string() });

function schemaOf(type: z.ZodType) {
  const { $schema: _ignored, ...schema } = z.toJSONSchema(type, { io: "output", unrepresentable: "any" });
  return schema;
}

function parameter(spec: ParamSpec<unknown>, where: "query" | "path" = "query", required = false) {
  const value = { ...z.toJSONSchema(spec.schema, { io: "input", unrepresentable: "any" }) };
  delete value.$schema;
  return {
    name: spec.name,
    in: where,
    required,
    description: spec.description,
    ...(spec.repeated
      ? { schema: { type: "array", items: value }, style: "form", explode: true }
      : { schema: value }),
    ...(spec.example ? { example: spec.repeated ? [spec.example] : spec.example } : {}),
    ...(spec.deprecated ? { deprecated: true } : {}),
  };
}

function pathParam(name: string, description: string) {
  return { name, in: "path", required: true, description, schema: { type: "string" } };
}

function ok(description: string, schema: z.ZodType, headers?: Record<string, unknown>) {
  return {
    description,
    content: { "application/json": { schema: schemaOf(schema) } },
    ...(headers ? { headers } : {}),
  };
}

const badRequest = {
  description: "Invalid parameter",
  content: { "application/json": { schema: schemaOf(errorSchema) } },
};
const notFound = {
  description: "Not found",
  content: { "application/json": { schema: schemaOf(errorSchema) } },
};
const tooManyRequests = {
  description: "Too many requests from this client this minute (limits per client: see the README)",
  headers: {
    "Retry-After": { description: "Seconds until the client may ask again", schema: { type: "integer" } },
  },
  content: { "application/json": { schema: schemaOf(errorSchema) } },
};

/** Every operation may answer 429 once its client is over the rate limit. */
function withRateLimit<T extends Record<string, { get: { responses: Record<number, unknown> } }>>(
  paths: T,
): T {
  for (const path of Object.values(paths)) path.get.responses[429] = tooManyRequests;
  return paths;
}

const totalHeader = {
  "X-Total-Count": {
    description: "Number of clinics matching, across all pages",
    schema: { type: "integer" },
  },
};
const clinicList = z.array(clinicSchema);

/** The OpenAPI 3.1 description of the public API, generated from the same zod schemas that validate it. */
export function openApiDocument(siteUrl: string, siteName: string) {
  return {
    openapi: "3.1.0",
    info: {
      title: `${siteName} API`,
      version: "1.0.0",
      description:
        "Public, read-only JSON API of the TRT clinic directory. Invalid input answers 400 with the parameter named in error.field. GET answers carry Cache-Control and ETag. A client over its rate limit gets 429 with Retry-After.",
    },
    servers: [{ url: siteUrl }],
    paths: withRateLimit({
      "/api/stats": {
        get: { summary: "Directory totals", responses: { 200: ok("Totals", statsSchema) } },
      },
      "/api/clinics": {
        get: {
          summary: "Search clinics",
          parameters: Object.values(CLINIC_PARAMS).map((spec) => parameter(spec as ParamSpec<unknown>)),
          responses: { 200: ok("One page of clinics", clinicList, totalHeader), 400: badRequest },
        },
      },
      "/api/clinics/featured": {
        get: {
          summary: "Featured clinics, best rated first",
          responses: { 200: ok("Clinics", clinicList, totalHeader) },
        },
      },
      "/api/clinics/city/{city}/{state}": {
        get: {
          summary: "Clinics in one city, nearest the city centre first",
          parameters: [pathParam("city", "City name or slug"), pathParam("state", "State code or name")],
          responses: { 200: ok("Clinics", clinicList, totalHeader), 400: badRequest },
        },
      },
      "/api/clinics/slug/{slug}": {
        get: {
          summary: "One clinic",
          parameters: [pathParam("slug", "The clinic's slug")],
          responses: { 200: ok("The clinic", clinicSchema), 404: notFound },
        },
      },
      "/api/services": {
        get: {
          summary: "Services and how many clinics offer each",
          responses: { 200: ok("Services", catalogSchema) },
        },
      },
      "/api/insurance": {
        get: {
          summary: "Insurance providers and how many clinics accept each",
          responses: { 200: ok("Insurance providers", catalogSchema) },
        },
      },
      "/api/locations/suggest": {
        get: {
          summary: "Place suggestions for a location box (at most 8)",
          parameters: [parameter(SUGGEST_PARAMS.q as ParamSpec<unknown>)],
          responses: { 200: ok("Suggestions", suggestionSchema), 400: badRequest },
        },
      },
      "/api/locations/reverse": {
        get: {
          summary: "The nearest city to a position (our own gazetteer; nothing is sent to third parties)",
          parameters: [
            parameter(REVERSE_PARAMS.lat as ParamSpec<unknown>, "query", true),
            parameter(REVERSE_PARAMS.lng as ParamSpec<unknown>, "query", true),
          ],
          responses: { 200: ok("The nearest city", reverseSchema), 400: badRequest, 404: notFound },
        },
      },
    }),
  };
}
