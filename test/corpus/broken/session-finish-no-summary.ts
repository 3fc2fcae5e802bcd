// broken [TS2554]: gg.session.finish requires a summary string; called with none
import { files, session } from "gg";

const results = files.glob("out/*.json").map((p) => JSON.parse(files.readFile(p)) as { ok: boolean });
const failed = results.filter((r) => !r.ok).length;
files.writeFile("out/summary.txt", `${results.length - failed} ok, ${failed} failed\n`);
session.finish();
