import { data, type LoaderFunctionArgs, type MetaDescriptor } from "react-router";
import { type AppServices, servicesContext } from "../../context.ts";
import type { PublicConfig } from "../../lib/site.ts";
import { pageUrl } from "../http/page-url.server.ts";

/**
 * The loader of a directory page read from its URL (search, finder, online clinics): the page's data with its
 * head, answered 503 when its clinics could not be read.
 */
export async function directoryPage<Page extends { failed: boolean }>(
  { request, context }: Pick<LoaderFunctionArgs, "request" | "context">,
  load: (services: AppServices, url: URL) => Promise<Page>,
  head: (site: PublicConfig, url: URL, page: Page) => MetaDescriptor[],
) {
  const services = context.get(servicesContext);
  const url = pageUrl(request);
  const page = await load(services, url);
  return data({ ...page, head: head(services.publicConfig, url, page) }, { status: page.failed ? 503 : 200 });
}
