// good: a small Report class collects sections and writes a markdown summary of the repository
import { files, shell } from "gg";

class Report {
  constructor(title) {
    this.title = title;
    this.sections = [];
  }

  section(name, lines) {
    this.sections.push({ name, lines });
    return this;
  }

  render() {
    const out = [`# ${this.title}`, ""];
    for (const s of this.sections) {
      out.push(`## ${s.name}`, "", ...s.lines.map((l) => `- ${l}`), "");
    }
    return out.join("\n");
  }
}

const commits = shell.run("git log --oneline -n 5").stdout.trim().split("\n");
const topLevel = files.listDir(".").map((e) => `${e.name}${e.kind === "dir" ? "/" : ""}`);
const todo = files.grep("TODO", { glob: "**/*.js" }).map((m) => `${m.path}:${m.line}`);

const report = new Report("Repository overview")
  .section("Recent commits", commits)
  .section("Top level", topLevel)
  .section("TODOs", todo.length ? todo : ["none"]);

files.writeFile("OVERVIEW.md", report.render());
console.log(report.render());
