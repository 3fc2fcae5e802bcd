// good: `break done` leaves the labelled block; the line after it never runs and tsc only notes it as unreachable
import { files } from "gg";

const names: string[] = files.glob("*.md");
done: {
  if (names.length === 0) break done;
  console.log(`first: ${names[0]}`);
  break done;
  console.log("never printed");
}
console.log(`${names.length} files`);
