// good: a later-edition method is reached through a typed optional view and used only when present
import { files } from "gg";

type WellFormed = { isWellFormed?: () => boolean };

function wellFormed(s: string): boolean {
  const probe = (s as unknown as WellFormed).isWellFormed;
  if (typeof probe === "function") return probe.call(s);
  return !/[\uD800-\uDFFF]/.test(s);
}

const bad = files.glob("i18n/*.txt").filter((p) => !wellFormed(files.readFile(p)));
console.log(bad.length ? bad.join(", ") : "all well formed");
