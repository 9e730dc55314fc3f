import type { Config } from "../config.server.ts";
import { type SecretBox, secretBox } from "./secret-box.server.ts";

const boxes = new WeakMap<object, SecretBox>();

/** The box that seals TOTP secrets, one per configuration (its key is derived once). */
export function secretBoxFor(config: Pick<Config, "FORM_SECRET">): SecretBox {
  let box = boxes.get(config);
  if (!box) {
    box = secretBox(config.FORM_SECRET);
    boxes.set(config, box);
  }
  return box;
}
