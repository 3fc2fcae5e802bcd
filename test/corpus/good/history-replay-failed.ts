// good: finds the newest failed TypeScript program in history and saves its source for inspection
import { programs, files } from "gg";

const failed = programs.history().find((r) => r.language === "ts" && r.outcome !== "ok");
if (failed === undefined) {
  console.log("no failed TypeScript program in this session");
} else {
  const path = `scratch/failed-${failed.id}.ts`;
  files.writeFile(path, failed.source);
  console.log(`saved ${failed.id} (${failed.outcome}) to ${path}`);
}
