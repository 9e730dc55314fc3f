import QRCode from "qrcode";

export interface QrDrawing {
  /** Modules per side, with the four-module quiet zone. */
  size: number;
  /** One SVG path covering the dark modules. */
  path: string;
}

const QUIET_ZONE = 4;

/** A QR code of `text` as an SVG path, drawn on the server and inlined in the page (no image request). */
export function qrDrawing(text: string): QrDrawing {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) parts.push(`M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
    }
  }
  return { size: modules.size + QUIET_ZONE * 2, path: parts.join("") };
}
