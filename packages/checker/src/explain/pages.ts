/**
 * Where `gg-check explain` finds its pages: the checker's own (GG and TypeScript codes) in its package's
 * `docs/diagnostics` (published: package.json's `files` has `docs`), the rules' in @gg/eslint-plugin's
 * `docs/rules`, which that package publishes: the checker shows them, it does not copy them.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { PACKAGE_ROOT, packageFile } from "../package-root.js";

/** The folder of the checker's own pages. */
export const DIAGNOSTIC_PAGES_DIR = packageFile("docs", "diagnostics");

const PLUGIN = "@gg/eslint-plugin";

/** One rule of @gg/eslint-plugin, as its page describes it. */
export interface RulePage {
  /** `gg/operation-key`. */
  readonly id: string;
  /** The rule's one-line description: the first line of its page after the title. */
  readonly description: string;
  readonly text: string;
}

/** What explain reads its pages from; tests substitute their own. */
export interface PageSource {
  /** The text of a checker page (`GG1004`, `syntax`), or undefined when it is missing. */
  diagnosticPage(page: string): string | undefined;
  /** The rules' pages, or undefined when @gg/eslint-plugin is not installed beside the checker. */
  rulePages(): readonly RulePage[] | undefined;
}

/** The pages of the installed checker, and of the plugin when it is installed beside it. */
export const installedPages: PageSource = {
  diagnosticPage(page) {
    const file = join(DIAGNOSTIC_PAGES_DIR, `${page}.md`);
    return existsSync(file) ? readFileSync(file, "utf8") : undefined;
  },
  rulePages() {
    const dir = ruleDocsDir();
    if (dir === undefined) return undefined;
    return readdirSync(dir)
      .filter((name) => name.endsWith(".md"))
      .sort()
      .map((name) => rulePage(readFileSync(join(dir, name), "utf8"), name.slice(0, -".md".length)));
  },
};

/** A rule's page: `# gg/<rule>`, then its description (the plugin's docs test holds every page to that form). */
export function rulePage(text: string, rule: string): RulePage {
  const lines = text.split("\n");
  const description = lines.slice(1).find((line) => line.trim() !== "")?.trim() ?? "";
  return { id: `gg/${rule}`, description, text };
}

/** The plugin's `docs/rules` folder, or undefined when the plugin cannot be found. */
export function ruleDocsDir(): string | undefined {
  // Installed beside the checker (a project's node_modules, pnpm's hoisted store, the repository's root):
  // Node's resolution from here finds it.
  try {
    const manifest = createRequire(import.meta.url).resolve(`${PLUGIN}/package.json`);
    const dir = join(dirname(manifest), "docs", "rules");
    if (existsSync(dir)) return dir;
  } catch {
    // Not resolvable from here: try the repository layout.
  }
  // In the repository the plugin is the checker's sibling folder, whether or not it is linked anywhere.
  const sibling = join(PACKAGE_ROOT, "..", "eslint-plugin");
  const manifest = join(sibling, "package.json");
  if (!existsSync(manifest)) return undefined;
  const name = (JSON.parse(readFileSync(manifest, "utf8")) as { name?: unknown }).name;
  const dir = join(sibling, "docs", "rules");
  return name === PLUGIN && existsSync(dir) ? dir : undefined;
}
