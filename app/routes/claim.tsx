import { useEffect, useRef } from "react";
import { data, useNavigation } from "react-router";
import {
  ApprovedStep,
  CodeStep,
  CodeStoppedStep,
  ConfirmStep,
  ExpiredStep,
  NotCalledStep,
  PendingStep,
  RejectedStep,
  RevokedStep,
  StepNotice,
  UnknownLinkStep,
} from "../components/claims/claim-steps.tsx";
import { ProblemBox } from "../components/claims/form-parts.tsx";
import { servicesContext } from "../context.ts";
import { pageMeta } from "../lib/meta.ts";
import { headFromLoader } from "../lib/route-head.ts";
import type { ClaimPage } from "../server/claims/claim-page.server.ts";
import { answerClaimPage, claimPage, UNKNOWN_LINK_MESSAGE } from "../server/claims/claim-page.server.ts";
import { readForm } from "../server/http/form-body.server.ts";
import type { RouteFacts } from "../server/http/route-facts.server.ts";
import type { Route } from "./+types/claim";

/** The page carries a claim's private link: one person's, never kept by a cache, never indexed. */
export function headers() {
  return { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };
}

/** The token and an 8-digit code. */
export const handle = { formBodyKb: 4, noStore: true } satisfies RouteFacts;

/** The longest code field kept to show again: the code with generous spacing. */
const MAX_TYPED_CODE = 20;

function text(value: FormDataEntryValue | null): string {
  return typeof value === "string" ? value : "";
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, publicConfig } = context.get(servicesContext);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const page: ClaimPage | null = await claimPage(db, token);
  // The canonical address leaves the token out: it is nobody's business but the claim's owner.
  const head = pageMeta({
    ...publicConfig,
    title: "Your claim of a clinic listing",
    description: "Where your claim to manage a clinic's listing stands, and the next step.",
    path: "/claim",
    noindex: true,
  });
  return data(
    { page, token: page ? token : "", unknown: page ? null : UNKNOWN_LINK_MESSAGE, head },
    { status: page ? 200 : 404 },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db } = context.get(servicesContext);
  const form = await readForm(request);
  const answer = await answerClaimPage(db, {
    token: text(form.get("token")),
    intent: form.get("intent"),
    code: form.get("code"),
  });
  const typed = text(form.get("code")).slice(0, MAX_TYPED_CODE);
  return data({ answer, typed }, { status: answer.ok ? 200 : answer.status });
}

export const meta: Route.MetaFunction = headFromLoader;

export default function Claim({ loaderData, actionData }: Route.ComponentProps) {
  const { page, token, unknown } = loaderData;
  const sending = useNavigation().state === "submitting";
  const answer = actionData?.answer;
  const problem = answer && !answer.ok ? answer : null;
  const heading = useRef<HTMLHeadingElement>(null);
  const summary = useRef<HTMLDivElement>(null);

  // After a press without a page load, take the reader to what changed: the thanks or the problem. The page's
  // step can change once more when its data is read again after the press, which draws the problem anew.
  const step = page?.step;
  useEffect(() => {
    if (!actionData) return;
    if (actionData.answer.ok) heading.current?.focus();
    else summary.current?.focus();
  }, [actionData, step]);

  if (!page) return <UnknownLinkStep message={problem?.problem ?? unknown ?? ""} />;
  const { clinic } = page;
  const justProved = answer?.ok === true;
  const codeError = problem?.field === "code" && page.step === "code" ? problem.problem : undefined;
  const notice = problem ? (
    <ProblemBox boxRef={summary}>
      {codeError ? (
        <a href="#code" className="font-semibold underline">
          {problem.problem}
        </a>
      ) : (
        <p className="font-semibold">{problem.problem}</p>
      )}
    </ProblemBox>
  ) : null;

  // A proved claim waits for approval, even while the page's data is still being read again.
  if (justProved) return <PendingStep clinic={clinic} justProved headingRef={heading} />;
  const view = (() => {
    switch (page.step) {
      case "confirm":
        return <ConfirmStep clinic={clinic} token={token} sending={sending} />;
      case "not-called":
        return <NotCalledStep clinic={clinic} />;
      case "code":
        return (
          <CodeStep
            clinic={clinic}
            token={token}
            typed={actionData?.typed ?? ""}
            error={codeError}
            sending={sending}
          />
        );
      case "code-stopped":
        return <CodeStoppedStep clinic={clinic} />;
      case "expired":
        return <ExpiredStep clinic={clinic} />;
      case "approved":
        return <ApprovedStep clinic={clinic} />;
      case "rejected":
        return <RejectedStep clinic={clinic} />;
      case "revoked":
        return <RevokedStep clinic={clinic} />;
      default:
        return <PendingStep clinic={clinic} justProved={false} />;
    }
  })();
  return <StepNotice.Provider value={notice}>{view}</StepNotice.Provider>;
}
