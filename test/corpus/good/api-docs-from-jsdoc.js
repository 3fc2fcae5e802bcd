// good: a long JavaScript program extracting JSDoc blocks of exported functions and writing an API reference
import { files, session } from "gg";

const EXPORT_FN = /^export\s+(?:async\s+)?function\s+(\w+)\s*\(([^)]*)\)/;

function parseJsDoc(block) {
  const lines = block
    .replace(/^\/\*\*|\*\/$/g, "")
    .split("\n")
    .map((l) => l.replace(/^\s*\* ?/, ""));
  const doc = { description: [], params: [], returns: null, examples: [] };
  let inExample = false;
  for (const line of lines) {
    const tag = /^@(\w+)\s*(.*)$/.exec(line.trim());
    if (tag) {
      inExample = tag[1] === "example";
      if (tag[1] === "param") {
        const m = /^(?:\{([^}]+)\}\s*)?(\[?[\w.]+\]?)\s*-?\s*(.*)$/.exec(tag[2]);
        if (m) doc.params.push({ type: m[1] || "any", name: m[2], text: m[3] });
      } else if (tag[1] === "returns" || tag[1] === "return") {
        const m = /^(?:\{([^}]+)\}\s*)?(.*)$/.exec(tag[2]);
        doc.returns = { type: (m && m[1]) || "any", text: (m && m[2]) || "" };
      } else if (inExample && tag[2]) {
        doc.examples.push(tag[2]);
      }
    } else if (inExample) {
      doc.examples.push(line);
    } else if (line.trim()) {
      doc.description.push(line.trim());
    }
  }
  return doc;
}

function extract(path) {
  const text = files.readFile(path);
  const out = [];
  const re = /\/\*\*[\s\S]*?\*\/\s*\n(export[^\n]*)/g;
  let m;
  while ((m = re.exec(text))) {
    const sig = EXPORT_FN.exec(m[1]);
    if (!sig) continue;
    const block = m[0].slice(0, m[0].lastIndexOf("*/") + 2);
    out.push({ name: sig[1], args: sig[2].trim(), doc: parseJsDoc(block), path });
  }
  return out;
}

function renderEntry(e) {
  const parts = [`### \`${e.name}(${e.args})\``, "", e.doc.description.join(" ") || "_No description._", ""];
  if (e.doc.params.length) {
    parts.push("| parameter | type | description |", "|---|---|---|");
    for (const p of e.doc.params) parts.push(`| \`${p.name}\` | \`${p.type}\` | ${p.text} |`);
    parts.push("");
  }
  if (e.doc.returns) parts.push(`**Returns** \`${e.doc.returns.type}\` ${e.doc.returns.text}`, "");
  if (e.doc.examples.length) parts.push("```js", ...e.doc.examples, "```", "");
  parts.push(`<sub>${e.path}</sub>`, "");
  return parts.join("\n");
}

const entries = files.glob("src/**/*.js").flatMap(extract).sort((a, b) => a.name.localeCompare(b.name));
const undocumented = entries.filter((e) => e.doc.description.length === 0);
const toc = entries.map((e) => `- [\`${e.name}\`](#${e.name.toLowerCase()})`);
const doc = ["# API reference", "", ...toc, "", ...entries.map(renderEntry)].join("\n");

files.writeFile("docs/API.md", doc);
session.reportProgress(`API reference: ${entries.length} functions, ${undocumented.length} without description`);
if (undocumented.length) console.log("undocumented: " + undocumented.map((e) => e.name).join(", "));
