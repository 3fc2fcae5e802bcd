// broken [GG1004]: `@ts-expect-error` hides an unqualified `files`, which still throws a ReferenceError when run
import { session } from "gg";

// @ts-expect-error files comes from the sandbox
const configs: string[] = files.glob("**/*.config.ts");
const report = configs.map((c) => `- ${c}`).join("\n");
session.reportProgress(`${configs.length} config files`);
console.log(report);
