import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { useBlocker, useNavigation } from "react-router";

/** What the browser is asked before it leaves a form with unsaved changes. */
export const LEAVE_QUESTION = "You have changes that are not saved. Leave this page and lose them?";

/** The form's filled-in fields, in order: two states of a form with the same text here hold the same input. */
function filledFields(form: HTMLFormElement): string {
  return JSON.stringify(
    [...new FormData(form).entries()].filter(([, value]) => typeof value === "string" && value !== ""),
  );
}

/**
 * Whether the form holds changes not yet saved (`initiallyDirty`: it was filled with input restored from
 * before), and the guard against losing them: the browser asks before a reload or another address
 * (beforeunload), and the app asks before a link inside it (React Router's navigation blocking). Sending the
 * form itself is never blocked. Editors that add or remove fields without an input event dispatch a bubbling
 * "change" event on the form.
 */
export function useUnsavedChanges(form: RefObject<HTMLFormElement | null>, initiallyDirty: boolean): boolean {
  const [dirty, setDirty] = useState(initiallyDirty);
  const submitting = useRef(false);
  const navigation = useNavigation();

  useEffect(() => {
    const element = form.current;
    if (!element) return;
    const loaded = filledFields(element);
    // After the event has reached React: a render flushed from inside this listener would write a controlled
    // input's old value back before React read the new one, losing the first key typed into a price row.
    const compare = () => {
      window.setTimeout(() => setDirty(initiallyDirty || filledFields(element) !== loaded), 0);
    };
    const submit = () => {
      submitting.current = true;
    };
    element.addEventListener("input", compare);
    element.addEventListener("change", compare);
    element.addEventListener("submit", submit);
    return () => {
      element.removeEventListener("input", compare);
      element.removeEventListener("change", compare);
      element.removeEventListener("submit", submit);
    };
  }, [form, initiallyDirty]);

  useEffect(() => {
    if (navigation.state === "idle") submitting.current = false;
  }, [navigation.state]);

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      if (submitting.current) return;
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = LEAVE_QUESTION;
    };
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [dirty]);

  const shouldBlock = useCallback(
    ({
      currentLocation,
      nextLocation,
    }: {
      currentLocation: { pathname: string; search: string };
      nextLocation: { pathname: string; search: string };
    }) =>
      dirty &&
      !submitting.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [dirty],
  );
  const blocker = useBlocker(shouldBlock);
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(LEAVE_QUESTION)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);

  return dirty;
}
