import { z } from "zod";
import { hasControlCharacters } from "../../domain/text-input.ts";

/** One query parameter: how it is validated and how it is documented. */
export interface ParamSpec<T = unknown> {
  name: string;
  description: string;
  /** Validates one raw value (a string) into T. */
  schema: z.ZodType<T, string>;
  /** Accepts repeated parameters and comma-separated values. */
  repeated?: boolean;
  example?: string;
  /** Documented only to say it is refused. */
  deprecated?: boolean;
}

export interface ParamError {
  field: string;
  message: string;
}

export class BadRequest extends Error {
  readonly field: string;
  constructor(field: string, message: string) {
    super(message);
    this.field = field;
  }
}

const MAX_VALUES = 20;

/** Reads one parameter; throws BadRequest naming the parameter when it is invalid. */
export function readParam<T>(params: URLSearchParams, spec: ParamSpec<T> & { repeated: true }): T[];
export function readParam<T>(params: URLSearchParams, spec: ParamSpec<T>): T | undefined;
export function readParam<T>(params: URLSearchParams, spec: ParamSpec<T>): T | T[] | undefined {
  const raw = params.getAll(spec.name);
  if (spec.repeated) {
    const values = raw
      .flatMap((value) => value.split(","))
      .map((value) => value.trim())
      .filter(Boolean);
    if (values.length > MAX_VALUES)
      throw new BadRequest(spec.name, `at most ${MAX_VALUES} values are allowed`);
    return values.map((value) => parseValue(spec, value));
  }
  if (raw.length === 0) return undefined;
  if (raw.length > 1) throw new BadRequest(spec.name, "must be given only once");
  const [value = ""] = raw;
  if (value.trim() === "") return undefined;
  return parseValue(spec, value);
}

function parseValue<T>(spec: ParamSpec<T>, value: string): T {
  const result = spec.schema.safeParse(value);
  if (!result.success) throw new BadRequest(spec.name, result.error.issues[0]?.message ?? "is invalid");
  return result.data;
}

export function numberParam(options: { min: number; max: number; integer?: boolean; what?: string }) {
  const what = options.what ?? (options.integer ? "a whole number" : "a number");
  const message = `must be ${what} from ${options.min} to ${options.max}`;
  const pattern = options.integer ? /^[+-]?\d{1,12}$/ : /^[+-]?(\d{1,12}(\.\d{0,12})?|\.\d{1,12})$/;
  return z
    .string()
    .trim()
    .refine((value) => pattern.test(value), message)
    .transform(Number)
    .refine((value) => value >= options.min && value <= options.max, message);
}

export const booleanParam = z
  .string()
  .trim()
  .toLowerCase()
  .refine((value) => value === "true" || value === "false", 'must be "true" or "false"')
  .transform((value) => value === "true");

export function textParam(max: number) {
  return z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine((value) => !hasControlCharacters(value), "must not contain control characters");
}
