// broken [GG1004]: the @ts-ignore hides a global the guest lacks in a method called once outside any try: it fails when it runs
import { files } from "gg";

class Report {
  render(list: string[]): string {
    // @ts-ignore Deno is absent in the guest
    return `${Deno.cwd()}: ${list.length} files`;
  }
}

const list = files.glob("**/*.md");
try {
  console.log(new Report().render(list));
} catch {
  console.log(list.length);
}
console.log(new Report().render(list));
