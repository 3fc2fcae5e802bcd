// good: a generator method whose parameter default names a missing global is called (and its default evaluated) only inside a try
import { files } from "gg";

const walker = {
  *walk(root = Deno.cwd()) {
    for (const f of files.glob(`${root}/**/*`)) yield f;
  },
};
let count = 0;
try {
  for (const f of walker.walk()) count += f.length > 0 ? 1 : 0;
} catch {
  count = files.glob("**/*").length;
}
console.log(count);
