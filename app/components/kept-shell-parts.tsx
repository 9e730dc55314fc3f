import type { ComponentProps } from "react";
import type { AdminShellHeader } from "./admin/admin-shell-header.tsx";
import { keptAsDrawn } from "./kept-as-drawn.tsx";
import type { SiteFooter } from "./site-footer.tsx";
import type { SiteLogoLink } from "./site-logo-link.tsx";

/** The site's footer, on every public page, kept as the server drew it (decision 54). */
export const KeptSiteFooter = keptAsDrawn<ComponentProps<typeof SiteFooter>>(() =>
  import("./site-footer.tsx").then((module) => module.SiteFooter),
);

/** The operator desk's header, kept as the server drew it: the public pages do not load its code at all. */
export const KeptAdminShellHeader = keptAsDrawn<ComponentProps<typeof AdminShellHeader>>(() =>
  import("./admin/admin-shell-header.tsx").then((module) => module.AdminShellHeader),
);

/** The logo and the site's name at the start of the header, kept as the server drew them. */
export const KeptSiteLogoLink = keptAsDrawn<ComponentProps<typeof SiteLogoLink>>(() =>
  import("./site-logo-link.tsx").then((module) => module.SiteLogoLink),
);
