import type { RowError, SourceRow } from "./prepare.server.ts";

function lineAt(text: string, position: number): number {
  let line = 1;
  for (let i = 0; i < position && i < text.length; i++) if (text[i] === "\n") line++;
  return line;
}

function syntaxErrorLine(text: string, message: string): number {
  const lineColumn = /\(line (\d+) column \d+\)/.exec(message);
  if (lineColumn?.[1]) return Number(lineColumn[1]);
  const position = /at position (\d+)/.exec(message);
  if (position?.[1]) return lineAt(text, Number(position[1]));
  return lineAt(text, text.trimEnd().length);
}

/** The line on which each element of the top-level array starts (the text is valid JSON). */
export function topLevelElementLines(text: string): number[] {
  const lines: number[] = [];
  let line = 1;
  let depth = 0;
  let inString = false;
  let escaped = false;
  let expectValue = false;
  for (const ch of text) {
    if (ch === "\n") line++;
    if (inString) {
      if (escaped) escaped = false;
      else if (ch === "\\") escaped = true;
      else if (ch === '"') inString = false;
      continue;
    }
    if (ch === " " || ch === "\t" || ch === "\r" || ch === "\n") continue;
    if (depth === 1 && expectValue && ch !== "]") {
      lines.push(line);
      expectValue = false;
    }
    if (ch === '"') inString = true;
    else if (ch === "[" || ch === "{") {
      depth++;
      if (depth === 1) expectValue = true;
    } else if (ch === "]" || ch === "}") depth--;
    else if (ch === "," && depth === 1) expectValue = true;
  }
  return lines;
}

/** Reads a JSON import file's text: an array of clinic objects, each with the line it starts on. */
export function parseJsonRows(text: string): { rows: SourceRow[]; errors: RowError[] } {
  if (text.trim() === "") {
    return { rows: [], errors: [{ line: 1, row: 0, field: "(file)", message: "the file is empty" }] };
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return {
      rows: [],
      errors: [
        {
          line: syntaxErrorLine(text, message),
          row: 0,
          field: "(file)",
          message: `invalid JSON: ${message.replace(/ in JSON at position \d+.*$/, "")}`,
        },
      ],
    };
  }
  if (!Array.isArray(data)) {
    const line = lineAt(text, text.length - text.trimStart().length);
    return {
      rows: [],
      errors: [
        { line, row: 0, field: "(file)", message: "must be a JSON array of clinic objects: [{…}, {…}]" },
      ],
    };
  }
  const lines = topLevelElementLines(text);
  return { rows: data.map((item, index) => ({ line: lines[index] ?? 1, data: item })), errors: [] };
}
