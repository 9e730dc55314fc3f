/**
 * Reading server-rendered HTML in tests that need no browser: React writes attributes in double quotes and
 * escapes text the same way every time, so a page's head, its JSON-LD and its visible text can be read with
 * regular expressions.
 */

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|quot|lt|gt|nbsp);/gi, (_, entity: string) => {
    const named: Record<string, string> = { amp: "&", quot: '"', lt: "<", gt: ">", nbsp: " " };
    if (entity.startsWith("#x")) return String.fromCodePoint(Number.parseInt(entity.slice(2), 16));
    if (entity.startsWith("#")) return String.fromCodePoint(Number(entity.slice(1)));
    return named[entity.toLowerCase()] ?? "";
  });
}

/** What a page's head says to search engines and social networks. */
export interface Head {
  title: string;
  description: string | null;
  robots: string | null;
  canonical: string | null;
  meta: (attribute: "name" | "property", key: string) => string | null;
  links: (rel: string) => { href: string; type: string | null }[];
}

export function headOf(html: string): Head {
  const head = html.slice(0, html.indexOf("</head>"));
  const meta = (attribute: "name" | "property", key: string) => {
    const match = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(head);
    return match ? decodeEntities(match[1] as string) : null;
  };
  const links = (rel: string) =>
    [...head.matchAll(/<link [^>]*>/g)]
      .map((tag) => tag[0])
      .filter((tag) => tag.includes(` rel="${rel}"`))
      .map((tag) => ({
        href: decodeEntities(/ href="([^"]*)"/.exec(tag)?.[1] ?? ""),
        type: / type="([^"]*)"/.exec(tag)?.[1] ?? null,
      }));
  return {
    title: decodeEntities(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ""),
    description: meta("name", "description"),
    robots: meta("name", "robots"),
    canonical: links("canonical")[0]?.href ?? null,
    meta,
    links,
  };
}

/** Every JSON-LD block of a page, parsed. */
export function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] as string) as Record<string, unknown>,
  );
}

/** The block of a type, which must say it is schema.org's. */
export function ofType(blocks: Record<string, unknown>[], type: string): Record<string, unknown> {
  const block = blocks.find((item) => item["@type"] === type);
  if (!block) throw new Error(`no JSON-LD block of type ${type}`);
  if (block["@context"] !== "https://schema.org") throw new Error(`JSON-LD ${type} is not schema.org's`);
  return block;
}

/** The text of the page's body as a reader sees it in order, scripts left out, spaces collapsed. */
export function textOf(html: string): string {
  const body = html.slice(Math.max(0, html.indexOf("<body")));
  return decodeEntities(
    body
      .replace(/<script[\s\S]*?<\/script>/g, " ")
      .replace(/<style[\s\S]*?<\/style>/g, " ")
      .replace(/<[^>]+>/g, " "),
  )
    .replace(/\s+/g, " ")
    .trim();
}

/** The text of the page's first <h1>. */
export function h1Of(html: string): string {
  const match = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  return match ? textOf(`<body>${match[1]}`) : "";
}

/** The text of an HTML fragment without what is hidden from assistive technology (aria-hidden). */
function accessibleText(fragment: string): string {
  return textOf(`<body>${fragment.replace(/<(\w+)[^>]* aria-hidden="true"[^>]*>[\s\S]*?<\/\1>/g, " ")}`);
}

/** The href of every <a> named exactly `name` (its text, less what is aria-hidden). */
export function linkHrefs(html: string, name: string): string[] {
  return [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)]
    .filter((match) => accessibleText(match[2] as string) === name)
    .map((match) => decodeEntities(match[1] as string));
}

/** The inner HTML of the element that starts at `start` (an index of its "<tag"), nested tags of its kind counted. */
function elementAt(html: string, tag: string, start: number): string {
  const open = new RegExp(`<${tag}[\\s>]|</${tag}>`, "g");
  open.lastIndex = start + 1;
  let depth = 1;
  const contentStart = html.indexOf(">", start) + 1;
  for (let match = open.exec(html); match; match = open.exec(html)) {
    depth += match[0].startsWith("</") ? -1 : 1;
    if (depth === 0) return html.slice(contentStart, match.index);
  }
  return html.slice(contentStart);
}

/**
 * The inner HTML of the first <tag> named `name` as assistive technology names it: by its aria-label, or by the
 * text of the element its aria-labelledby points at. Null when there is none.
 */
export function namedElement(html: string, tag: string, name: string): string | null {
  for (const match of html.matchAll(new RegExp(`<${tag}\\s[^>]*>`, "g"))) {
    const label = / aria-label="([^"]*)"/.exec(match[0])?.[1];
    const labelledBy = / aria-labelledby="([^"]*)"/.exec(match[0])?.[1];
    let accessibleName = label === undefined ? null : decodeEntities(label);
    if (accessibleName === null && labelledBy !== undefined) {
      const target = new RegExp(`<(\\w+)[^>]* id="${labelledBy}"`).exec(html);
      if (target) accessibleName = textOf(`<body>${elementAt(html, target[1] as string, target.index)}`);
    }
    if (accessibleName === name) return elementAt(html, tag, match.index as number);
  }
  return null;
}
