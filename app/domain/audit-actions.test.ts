import { describe, expect, it } from "vitest";
import { auditActionPhrase, auditActionText, WORDED_AUDIT_ACTIONS } from "./audit-actions.ts";

describe("audit actions in words", () => {
  it("gives every worded action both a heading and a phrase of its own", () => {
    for (const action of WORDED_AUDIT_ACTIONS) {
      expect(auditActionPhrase(action), action).not.toBe(action.replace(/-/g, " "));
    }
  });

  it("words the history's own actions on the overview", () => {
    expect(auditActionPhrase("undo-import")).toBe("undid an import's change to");
    expect(auditActionPhrase("suggestion-applied")).toBe("closed as applied a visitor suggestion for");
    expect(auditActionText("revert")).toBe("Reverted a change");
  });

  it("reads an unknown action as its name", () => {
    expect(auditActionText("change-role-twice")).toBe("Change role twice");
    expect(auditActionPhrase("change-role-twice")).toBe("change role twice");
  });
});
