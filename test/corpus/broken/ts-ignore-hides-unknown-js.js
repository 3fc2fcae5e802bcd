// broken [GG1004]: `@ts-ignore` hides an unqualified `session`, which still throws a ReferenceError when run
import { files } from "gg";

const count = files.glob("**/*.md").length;
// @ts-ignore
session.reportProgress(`${count} markdown files`);
