// broken [TS2345]: shell.run takes a command string; an argv array cannot lower to it
import { shell } from "gg";

const args = ["git", "log", "--oneline", "-n", "10"];
const r = shell.run(args);
for (const line of r.stdout.split("\n").filter(Boolean)) {
  const [sha, ...subject] = line.split(" ");
  console.log(`${sha}  ${subject.join(" ")}`);
}
