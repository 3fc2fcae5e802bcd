// good: renders a fixed-width text table of grep matches with a reusable column formatter
import { files } from "gg";

type Column<T> = { title: string; width: number; value: (row: T) => string; align?: "left" | "right" };

function table<T>(rows: T[], columns: Column<T>[]): string {
  const cell = (text: string, c: Column<T>) => {
    const clipped = text.length > c.width ? text.slice(0, c.width - 1) + "…" : text;
    return c.align === "right" ? clipped.padStart(c.width) : clipped.padEnd(c.width);
  };
  const header = columns.map((c) => cell(c.title, c)).join(" | ");
  const rule = columns.map((c) => "-".repeat(c.width)).join("-+-");
  const body = rows.map((r) => columns.map((c) => cell(c.value(r), c)).join(" | "));
  return [header, rule, ...body].join("\n");
}

const matches = files.grep("export (async )?function", { glob: "src/**/*.ts", maxResults: 40 });
console.log(
  table(matches, [
    { title: "file", width: 36, value: (m) => m.path },
    { title: "line", width: 5, value: (m) => String(m.line), align: "right" },
    { title: "declaration", width: 60, value: (m) => m.text.trim() },
  ]),
);
