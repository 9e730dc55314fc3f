import { US_STATES } from "../../domain/us-states.ts";

/** The options of a select of US states, after one for no state in particular. */
export function StateOptions({ anyLabel }: { anyLabel: string }) {
  return (
    <>
      <option value="">{anyLabel}</option>
      {US_STATES.map((state) => (
        <option key={state.code} value={state.code}>
          {state.name}
        </option>
      ))}
    </>
  );
}
