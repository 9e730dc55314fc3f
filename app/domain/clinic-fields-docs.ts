import type { ClinicField, FieldValue } from "./clinic-fields.ts";

const TYPE_OF_KIND: Record<FieldValue["kind"], string> = {
  slug: "text",
  text: "text",
  state: "text",
  zip: "text",
  number: "number",
  choice: "text",
  phone: "text",
  url: "text",
  date: "date",
  npi: "text",
  "yes-no": "true/false",
  "yes-no-unknown": "true/false",
  services: "list",
  insurance: "list",
  pricing: "list of objects",
  states: "list",
  hours: "object",
};

function typeOf(value: FieldValue): string {
  return value.kind === "number" && value.whole ? "whole number" : TYPE_OF_KIND[value.kind];
}

function requiredOf(value: FieldValue): string {
  switch (value.kind) {
    case "text":
      return value.required ? "**yes**" : "no";
    case "state":
    case "zip":
      return "**yes**";
    case "yes-no":
      return "no (false)";
    case "services":
    case "insurance":
    case "pricing":
    case "states":
      return "no (none)";
    default:
      return "no";
  }
}

const code = (text: string) => `\`${text}\``;

/** The "Fields" table of docs/data-format.md, made from the field table (a test keeps the two equal). */
export function fieldsMarkdownTable(fields: readonly ClinicField[]): string {
  const rows: { names: string[]; cells: string[]; examples: string[] }[] = [];
  for (const field of fields) {
    const { docs } = field;
    const example = docs.example === undefined ? "…" : code(docs.example);
    const above = rows.at(-1);
    if ("sameRowAsAbove" in docs) {
      if (!above) throw new Error(`${field.name}: no row above to share`);
      above.names.push(code(field.name));
      above.examples.push(example);
      continue;
    }
    rows.push({
      names: [code(field.name)],
      cells: [docs.type ?? typeOf(field.value), docs.required ?? requiredOf(field.value), docs.rules],
      examples: docs.example === undefined ? [] : [example],
    });
  }
  return [
    "| field | type | required | rules | example |",
    "|---|---|---|---|---|",
    ...rows.map((row) => `| ${[row.names.join(", "), ...row.cells, row.examples.join(", ")].join(" | ")} |`),
  ].join("\n");
}
