/** Where a text that should be UTF-8 is not: the line and column (both from 1) of the first byte that is not. */
export interface NotUtf8 {
  line: number;
  column: number;
}

const strict = () => new TextDecoder("utf-8", { fatal: true });

/** How many bytes a character starting with this byte takes (0: it cannot start one). */
function sequenceLength(byte: number): number {
  if (byte < 0x80) return 1;
  if (byte >= 0xc2 && byte <= 0xdf) return 2;
  if (byte >= 0xe0 && byte <= 0xef) return 3;
  if (byte >= 0xf0 && byte <= 0xf4) return 4;
  return 0;
}

/** The offset of the first byte of the first character that is not UTF-8, given that the bytes are not. */
function firstBadByte(bytes: Uint8Array): number {
  // The longest prefix a streaming decoder takes without complaint (it waits on a character cut at the end).
  let good = 0;
  let bad = bytes.length + 1;
  while (bad - good > 1) {
    const middle = Math.floor((good + bad) / 2);
    try {
      strict().decode(bytes.subarray(0, Math.min(middle, bytes.length)), { stream: middle <= bytes.length });
      good = middle;
    } catch {
      bad = middle;
    }
  }
  // The decoder complained at byte `bad - 1`; a character begun before it and not finished is the culprit.
  const at = Math.min(bad - 1, bytes.length - 1);
  for (let back = 1; back <= 3 && at - back >= 0; back++) {
    const length = sequenceLength(bytes[at - back] as number);
    if (length > 1) return length > back ? at - back : at;
    if (length === 1) break;
  }
  return at;
}

function positionOf(bytes: Uint8Array, offset: number): NotUtf8 {
  let line = 1;
  let column = 1;
  for (let i = 0; i < offset; i++) {
    const byte = bytes[i] as number;
    if (byte === 0x0a) {
      line++;
      column = 1;
    } else if ((byte & 0xc0) !== 0x80) {
      column++;
    }
  }
  return { line, column };
}

/** The bytes as UTF-8 text, or where they stop being UTF-8 (Latin-1 and Windows-1252 text is not). */
export function decodeUtf8(bytes: Uint8Array): { ok: true; text: string } | ({ ok: false } & NotUtf8) {
  try {
    return { ok: true, text: strict().decode(bytes) };
  } catch {
    return { ok: false, ...positionOf(bytes, firstBadByte(bytes)) };
  }
}

/** What an operator is told about a file that is not UTF-8. */
export function notUtf8Message(where: NotUtf8): string {
  return `the file is not UTF-8 text: line ${where.line}, column ${where.column} has a byte that is not UTF-8 (a file saved as Latin-1 or Windows-1252?). Save it as UTF-8 ("CSV UTF-8" in Excel) and try again`;
}
