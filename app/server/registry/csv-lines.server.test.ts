import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  CellSlots,
  LineReader,
  lineCells,
  readHeader,
  STRAY_QUOTE,
  scanCells,
  TEXT_AFTER_QUOTE,
  UNCLOSED_QUOTE,
} from "./csv-lines.server.ts";

const dir = mkdtempSync(join(tmpdir(), "csv-lines-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, text: string | Buffer): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

function scan(line: string, columns: number[], limit?: number) {
  const buffer = Buffer.from(line, "utf8");
  const cells = new CellSlots(columns);
  const count = scanCells(buffer, 0, buffer.length, cells, limit);
  return { count, texts: columns.map((_, slot) => cells.text(buffer, slot)), cells, buffer };
}

describe("scanCells", () => {
  it("finds quoted cells with commas and doubled quotes inside, and plain ones", () => {
    const { count, texts } = scan('"1","THE ""PEAK"" CLINIC, LLC",plain,"",  ', [0, 1, 2, 3, 4]);
    expect(count).toBe(5);
    expect(texts).toEqual(["1", 'THE "PEAK" CLINIC, LLC', "plain", "", ""]);
  });

  it("counts an empty last cell after a trailing comma, and a line with one empty cell", () => {
    expect(scan('"a","b",', [2]).count).toBe(3);
    expect(scan("", [0]).count).toBe(1);
    expect(scan(",,", [0]).count).toBe(3);
  });

  it("records only the wanted columns, by slot", () => {
    const { texts } = scan('"a","b","c","d"', [3, 1]);
    expect(texts).toEqual(["d", "b"]);
  });

  it("stops after the limit", () => {
    const { count, texts } = scan('"1","2","3","unclosed', [1], 2);
    expect(count).toBe(2);
    expect(texts).toEqual(["2"]);
  });

  it("reports unbalanced and misplaced quotes", () => {
    expect(scan('"1","2","3', [0]).count).toBe(UNCLOSED_QUOTE);
    expect(scan('"1","a "b" c"', [0]).count).toBe(TEXT_AFTER_QUOTE);
    expect(scan('"1",a "b" c', [0]).count).toBe(STRAY_QUOTE);
  });

  it("tells single characters without making strings", () => {
    const { cells, buffer } = scan('"1","2","22"', [0, 1, 2]);
    expect(cells.isChar(buffer, 1, 50)).toBe(true);
    expect(cells.isChar(buffer, 0, 50)).toBe(false);
    expect(cells.isChar(buffer, 2, 50)).toBe(false);
  });

  it("decodes UTF-8", () => {
    expect(scan('"Clínica Peña"', [0]).texts).toEqual(["Clínica Peña"]);
  });
});

describe("LineReader", () => {
  function lines(path: string, chunk?: number, max?: number) {
    const reader = new LineReader(path, chunk, max);
    const result: [number, string][] = [];
    try {
      while (reader.next())
        result.push([reader.line, reader.buffer.toString("utf8", reader.start, reader.end)]);
    } finally {
      reader.close();
    }
    return { result, reader };
  }

  it("gives each line with its number, without CR or LF, also without a final line break", () => {
    const path = file("crlf.csv", 'h1,h2\r\n"a","b"\r\n\r\n"c","d"');
    expect(lines(path).result).toEqual([
      [1, "h1,h2"],
      [2, '"a","b"'],
      [3, ""],
      [4, '"c","d"'],
    ]);
  });

  it("joins lines that cross chunk boundaries, with a tiny buffer that has to grow", () => {
    const text = Array.from({ length: 50 }, (_, i) => `"${i}","${"x".repeat(i)}"`).join("\n");
    const { result, reader } = lines(file("chunks.csv", `${text}\n`), 8);
    expect(result.map(([, line]) => line)).toEqual(text.split("\n"));
    expect(reader.bytesRead).toBe(Buffer.byteLength(text) + 1);
  });

  it("skips lines longer than the limit and names them", () => {
    const long = "y".repeat(100);
    const { result, reader } = lines(file("long.csv", `"a"\n"${long}"\n"b"\n${long}`), 8, 32);
    expect(result).toEqual([
      [1, '"a"'],
      [3, '"b"'],
    ]);
    expect(reader.overlong).toEqual([2, 4]);
  });

  it("handles an empty file", () => {
    expect(lines(file("empty.csv", "")).result).toEqual([]);
  });
});

describe("readHeader and lineCells", () => {
  it("reads the header names, without a byte order mark", () => {
    const path = file(
      "bom.csv",
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('"NPI","A  B",C\n"1","2","3"\n')]),
    );
    expect(readHeader(path)).toEqual({ ok: true, header: ["NPI", "A  B", "C"] });
  });

  it("says why a file has no header", () => {
    expect(readHeader(file("none.csv", ""))).toEqual({ ok: false, problem: "the file is empty" });
    expect(readHeader(file("broken.csv", '"NPI","A\n'))).toEqual({
      ok: false,
      problem: "the first line is not a CSV header",
    });
  });

  it("splits a whole line", () => {
    const buffer = Buffer.from('"a",b,,"c,d",');
    expect(lineCells(buffer, 0, buffer.length)).toEqual(["a", "b", "", "c,d", ""]);
  });
});
