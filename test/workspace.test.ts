import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// The workspace layout docs/architecture.md describes: four packages named @gg/<dir>, each with an exports map.
const packages = ["catalogue", "checker", "eslint-plugin", "lsp"] as const;
const bins: Record<string, string | undefined> = { catalogue: "gg-catalogue", checker: "gg-check", lsp: "gg-lsp", "eslint-plugin": undefined };

describe("workspace", () => {
  for (const dir of packages) {
    it(`packages/${dir} is @gg/${dir} with an exports map`, () => {
      const pkg = JSON.parse(readFileSync(new URL(`../packages/${dir}/package.json`, import.meta.url), "utf8"));
      expect(pkg.name).toBe(`@gg/${dir}`);
      expect(pkg.type).toBe("module");
      expect(pkg.exports["."]).toBeDefined();
      const bin = bins[dir];
      if (bin) expect(Object.keys(pkg.bin)).toEqual([bin]);
    });
  }
});
