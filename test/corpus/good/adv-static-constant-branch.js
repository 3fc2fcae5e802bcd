// good: the Node-only branch is behind a class's static constant and an object's method that always say no
class Settings {
  static OUTPUT = "markdown";
  static get COLOR() { return false; }
}
const options = { useColor() { return Settings.COLOR; } };
const report = gg.files.glob("*.md").map((p) => `- ${p}`).join("\n");
if (Settings.OUTPUT === "tty" || options.useColor()) process.stdout.write(`\x1b[1m${report}\x1b[0m\n`);
else console.log(report);
