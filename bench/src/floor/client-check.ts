/**
 * The floor of a cold check, run as its own process by figure 2: Node starts, loads the TypeScript 7 client, starts
 * the native compiler, opens the project in the folder given as its argument (the guest library, gg.d.ts and an
 * empty program) and asks for the program's diagnostics once; then exits. Nothing of ours is loaded.
 */
import { join } from "node:path";
import { API } from "typescript7/unstable/sync";

const dir = process.argv[2];
if (dir === undefined) {
  process.stderr.write("usage: node client-check.js PROJECT_DIR\n");
  process.exit(2);
}
const api = new API({ cwd: dir });
const config = join(dir, "tsconfig.json");
const snapshot = api.updateSnapshot({ openProjects: [config] });
const program = snapshot.getProject(config)?.program;
if (program === undefined) throw new Error(`no project at ${config}`);
const count = program.getSemanticDiagnostics(join(dir, "empty.ts")).length;
api.close();
process.exitCode = count === 0 ? 0 : 1;
