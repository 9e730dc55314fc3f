import { useId, useRef, useState } from "react";
import { HOW_WE_LIST_PATH } from "../domain/how-we-list.ts";
import { HEADER_ACTIONS } from "../domain/navigation.ts";
import { keepFocusInside } from "./dialog-focus.ts";
import { PrimaryNavList } from "./primary-nav.tsx";
import { SiteLink } from "./site-link.tsx";
import { LineIcon } from "./ui/line-icon.tsx";

function MenuIcon() {
  return <LineIcon d="M4 6h16M4 12h16M4 18h16" className="h-6 w-6" cap="round" />;
}

function CloseIcon() {
  return <LineIcon d="M6 6l12 12M18 6L6 18" className="h-6 w-6" cap="round" />;
}

/**
 * The small-screen menu: a native modal <dialog>, so focus moves in and stays inside,
 * Escape closes it and focus returns to the button that opened it.
 */
export function SideMenu({
  pathname,
  clinicsLabel,
  verifiedLabel,
}: {
  pathname: string;
  /** Each chip only with a real count (menu-chips.ts); null leaves it out. */
  clinicsLabel: string | null;
  verifiedLabel: string | null;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const dialogId = useId();
  const [open, setOpen] = useState(false);
  const close = () => dialogRef.current?.close();

  return (
    <>
      <button
        type="button"
        className="icon-button xl:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={dialogId}
        onClick={() => {
          dialogRef.current?.showModal();
          setOpen(true);
        }}
      >
        <MenuIcon />
      </button>
      <dialog
        ref={dialogRef}
        id={dialogId}
        aria-labelledby={titleId}
        className="side-menu"
        onClose={() => setOpen(false)}
        onKeyDown={keepFocusInside}
        onClick={(event) => {
          if (event.target === dialogRef.current) close();
        }}
      >
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between border-b border-slate-200 px-5 py-4">
            <h2 id={titleId} className="text-lg font-bold text-brand-800">
              Menu
            </h2>
            <button type="button" className="icon-button" aria-label="Close menu" onClick={close}>
              <CloseIcon />
            </button>
          </div>
          {clinicsLabel || verifiedLabel ? (
            <div className="flex gap-2 px-5 pt-4">
              {clinicsLabel ? <span className="badge badge-brand">{clinicsLabel}</span> : null}
              {verifiedLabel ? (
                <SiteLink
                  to={`${HOW_WE_LIST_PATH}#verified`}
                  onClick={close}
                  className="badge badge-verified underline-offset-2 hover:underline"
                >
                  {verifiedLabel}
                </SiteLink>
              ) : null}
            </div>
          ) : null}
          <nav aria-label="Menu" className="px-3 py-4">
            <PrimaryNavList
              pathname={pathname}
              className="space-y-1"
              link="side-menu-link"
              onNavigate={close}
            />
          </nav>
          <div className="mt-auto space-y-3 border-t border-slate-200 px-5 py-5">
            <SiteLink to={HEADER_ACTIONS.assessment.href} onClick={close} className="btn-secondary w-full">
              {HEADER_ACTIONS.assessment.label}
            </SiteLink>
            <SiteLink to={HEADER_ACTIONS.findClinics.href} onClick={close} className="btn-primary w-full">
              {HEADER_ACTIONS.findClinics.label}
            </SiteLink>
          </div>
        </div>
      </dialog>
    </>
  );
}
