// A capability id is written in the table and nowhere else: not in gg.d.ts, not in any documentation text.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { defaultCatalogue } from "../src/default.js";
import { validateCatalogue } from "../src/load.js";
import { renderTypeScript } from "../src/sdk/typescript.js";
import { search } from "../src/search.js";
import { ARMS, type Catalogue } from "../src/types.js";
import { view } from "../src/view.js";
import { rawCatalogue } from "./fixtures.js";

// Several default capability ids are also namespace names ("views", "shell", "programs"), so a substring check on the
// default catalogue proves little. Rename every capability to a sentinel no other text can contain, and look for those.
function sentinelCatalogue(): { catalogue: Catalogue; sentinels: string[] } {
  const raw = rawCatalogue();
  const caps = raw.capabilities as string[];
  const sentinels = caps.map((_, i) => `zz-capability-${i}`);
  raw.capabilities = sentinels;
  for (const op of raw.operations) {
    const b = op.binding as { kind: string; capability?: string };
    if (b.kind === "capability") b.capability = sentinels[caps.indexOf(b.capability as string)];
  }
  const result = validateCatalogue(raw);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return { catalogue: result.value, sentinels };
}

function everyDocumentationText(catalogue: Catalogue): string {
  const texts: string[] = [renderTypeScript(catalogue)];
  for (const arm of ARMS) {
    for (const op of catalogue.operations) {
      const v = view(catalogue, op.id, undefined, arm);
      texts.push(JSON.stringify(v));
      for (const grant of [{ capabilities: [], allowlist: [] }, { capabilities: [], allowlist: [], ending: "worker" }]) {
        texts.push(JSON.stringify(view(catalogue, op.id, grant, arm)));
      }
    }
    texts.push(JSON.stringify(search(catalogue, "", undefined, { arm, limit: 1000 })));
    texts.push(JSON.stringify(search(catalogue, "file read write shell net programs delegate", undefined, { arm, limit: 1000 })));
  }
  return texts.join("\n");
}

describe("no capability id outside the table", () => {
  const { catalogue, sentinels } = sentinelCatalogue();
  const text = everyDocumentationText(catalogue);

  it.each(sentinels)("%s appears in no d.ts, view, refusal or search text", (sentinel) => {
    expect(text).not.toContain(sentinel);
  });

  it("the committed gg.d.ts names none of the default capability ids that are not also namespaces", () => {
    const dts = readFileSync(new URL("../gg.d.ts", import.meta.url), "utf8");
    const namespaces = new Set(defaultCatalogue().namespaces);
    const distinctive = defaultCatalogue().capabilities.filter((c) => !namespaces.has(c));
    expect(distinctive).toEqual(["fs.read", "fs.write", "net", "delegate"]);
    for (const c of distinctive) expect(dts).not.toMatch(new RegExp(`\\b${c.replace(".", "\\.")}\\b`));
  });

  it("no documentation text speaks of capabilities or allowlists", () => {
    expect(everyDocumentationText(defaultCatalogue())).not.toMatch(/capabilit|allowlist/i);
  });
});
