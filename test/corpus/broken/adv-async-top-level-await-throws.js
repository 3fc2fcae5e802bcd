// broken [TS2339]: the top-level await rejects (shell.exec is not an operation, shell.run is) and no try surrounds it
import { shell, session } from "gg";

async function build() {
  const out = await shell.exec("npm run build");
  return out.exitCode === 0;
}

const ok = await build();
session.reportProgress(ok ? "build ok" : "build failed");
