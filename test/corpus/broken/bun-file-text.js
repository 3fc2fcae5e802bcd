// broken [TS2868]: the guest has no Bun; reading a file is `files.readFile` from "gg"
import { session } from "gg";

const text = await Bun.file("package.json").text();
const pkg = JSON.parse(text);
session.reportProgress(`${pkg.name}@${pkg.version}`);
