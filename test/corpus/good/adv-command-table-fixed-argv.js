// good: a command table picked by a name destructured from a constant argument list; the desktop command never runs
import { files, shell } from "gg";

const ARGV = ["todo", "--limit", "20"];
const COMMANDS = {
  todo({ limit = 50 }) {
    const hits = files.grep("TODO", { maxResults: limit });
    for (const hit of hits) console.log(`${hit.path}: ${hit.text.trim()}`);
  },
  open({ file = "README.md" }) {
    require("child_process").exec(`open ${file}`);
  },
  help() {
    console.log(`commands: ${Object.keys(COMMANDS).join(", ")}`);
  },
};

function parseFlags(args) {
  const flags = {};
  for (let i = 0; i < args.length; i += 2) flags[args[i].slice(2)] = Number(args[i + 1]);
  return flags;
}

const [name = "help", ...rest] = ARGV;
const command = COMMANDS[name] ?? COMMANDS.help;
command(parseFlags(rest));
console.log(shell.run("git status --short").stdout.length);
