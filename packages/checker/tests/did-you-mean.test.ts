// Every did-you-mean of the tools is one rule, @gg/catalogue's `closest`: the checker's messages and explain judge
// a misspelling as the ESLint rules, the CLIs and the LSP do.
import { closest, defaultCatalogue, namesOf } from "@gg/catalogue";
import { describe, expect, it } from "vitest";
import { closeCodes } from "../src/explain/explain.js";
import { missingGgMember, notAFailureCode, notExportedByGg } from "../src/messages.js";

const names = namesOf(defaultCatalogue());
const exports = [...names.moduleExports];

describe("one did-you-mean", () => {
  it("suggests what closest suggests, and lists the names when it suggests nothing", () => {
    for (const written of ["fils", "flies", "Files", "fyls", "zzzzzz"]) {
      const near = closest(written, exports, 1)[0];
      const message = notExportedByGg(names, written);
      if (near === undefined) expect(message).toBe(`"gg" has no export \`${written}\`; it exports ${exports.map((n) => `\`${n}\``).join(", ")}.`);
      else expect(message).toBe(`"gg" has no export \`${written}\`. Did you mean \`${near}\`?`);
    }
  });

  it("counts a short name two slips away as too far, as the ESLint rules do", () => {
    expect(closest("fyls", exports)).toEqual([]);
    expect(notExportedByGg(names, "fyls")).not.toContain("Did you mean");
  });

  it("ignores case and separators, which differ between the arms' spellings", () => {
    expect(notAFailureCode(names, "NOT-FOUND")).toContain('Did you mean `"not_found"`?');
    expect(missingGgMember(names, "files", "gg.files", "READ_FILE")).toBe("`files.READ_FILE` does not exist. Did you mean `files.readFile`?");
  });

  it("explain names codes and rules by the same rule, a rule with or without its gg/", () => {
    const rules = [{ id: "gg/operation-key", description: "", text: "" }];
    expect(closeCodes("operation-ky", rules)).toEqual(["gg/operation-key"]);
    expect(closeCodes("gg/operation-ky", rules)).toEqual(["gg/operation-key"]);
    expect(closeCodes("GG1O04", rules)).toContain("GG1004");
  });
});
