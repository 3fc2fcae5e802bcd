// good: `switch (typeof Deno)` runs the Deno case only where Deno exists; the guest takes the default
import { files } from "gg";

switch (typeof Deno) {
  case "object":
    console.log(Deno.cwd());
    break;
  default:
    console.log(files.glob("*").length, "entries here");
}
