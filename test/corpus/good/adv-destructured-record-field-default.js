// good: fields a directory entry lacks are taken apart with defaults, or tested before use, so nothing reads a member of undefined
import { files } from "gg";

const rows = [];
for (const { name, kind, size, modifiedMs = 0, owner } of files.listDir("dist")) {
  if (kind !== "file") continue;
  const age = modifiedMs > 0 ? new Date(modifiedMs).toISOString() : "unknown";
  const who = owner ? owner.toUpperCase() : "-";
  rows.push(`${name.padEnd(32)} ${size.toLocaleString("en-US")} bytes ${age} ${who}`);
}
const first = files.listDir("dist")[0];
const { checksum } = first ?? {};
console.log(rows.length, checksum ?? "no checksum");
