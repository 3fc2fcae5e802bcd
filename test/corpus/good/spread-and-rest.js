// good: rest parameters and spread build a shell command line safely quoted
import { shell } from "gg";

function quote(arg) {
  return /^[\w./-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, "'\\''")}'`;
}

function run(cmd, ...args) {
  const line = [cmd, ...args.map(quote)].join(" ");
  console.log(`$ ${line}`);
  return shell.run(line);
}

const r = run("grep", "-rn", "it's broken", "src");
console.log(r.exitCode === 0 ? r.stdout : "no matches");
