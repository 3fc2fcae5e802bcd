// good: `"isWellFormed" in String.prototype` guards the ES2024 method; the fallback scans for lone surrogates
import { files } from "gg";

function wellFormed(s) {
  if ("isWellFormed" in String.prototype) return s.isWellFormed();
  return !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(s);
}

const bad = files.glob("i18n/*.txt").filter((p) => !wellFormed(files.readFile(p)));
console.log(bad.length ? `malformed: ${bad.join(", ")}` : "all translations are well formed");
