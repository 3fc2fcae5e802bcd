// good: scans an express-style router for route definitions and prints a table
import { files } from "gg";

const routeRe = /\b(app|router)\.(get|post|put|patch|delete)\(\s*["'`]([^"'`]+)["'`]/g;
const routes = [];

for (const path of files.glob("src/routes/**/*.js")) {
  const text = files.readFile(path);
  let m;
  while ((m = routeRe.exec(text)) !== null) {
    routes.push({ method: m[2].toUpperCase(), path: m[3], file: path });
  }
}

routes.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
for (const r of routes) {
  console.log(r.method.padEnd(7) + r.path.padEnd(40) + r.file);
}
console.log(routes.length + " routes");
