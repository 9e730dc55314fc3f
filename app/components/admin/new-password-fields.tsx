/** A field's problem under it, read out as soon as the page shows it. */
export function FieldProblem({ id, text }: { id: string; text: string | null | undefined }) {
  return text ? (
    <p id={id} role="alert" className="mt-1 font-semibold text-red-800">
      {text}
    </p>
  ) : null;
}

/**
 * "New password" and "New password again", as the account page and the e-mailed link's page ask for them: the
 * browser offers to generate and save one, and each field names its own problem.
 */
export function NewPasswordFields({
  problems,
  inputClassName,
}: {
  problems: { password?: string | null; again?: string | null };
  inputClassName: string;
}) {
  return (
    <>
      <div>
        <label htmlFor="new-password" className="block font-semibold text-slate-900">
          New password
        </label>
        <input
          id="new-password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={12}
          aria-describedby={problems.password ? "password-problem" : "password-hint"}
          aria-invalid={problems.password ? true : undefined}
          className={inputClassName}
        />
        <p id="password-hint" className="mt-1 text-sm text-slate-700">
          At least 12 characters.
        </p>
        <FieldProblem id="password-problem" text={problems.password} />
      </div>
      <div>
        <label htmlFor="again" className="block font-semibold text-slate-900">
          New password again
        </label>
        <input
          id="again"
          name="again"
          type="password"
          autoComplete="new-password"
          required
          aria-describedby={problems.again ? "again-problem" : undefined}
          aria-invalid={problems.again ? true : undefined}
          className={inputClassName}
        />
        <FieldProblem id="again-problem" text={problems.again} />
      </div>
    </>
  );
}
