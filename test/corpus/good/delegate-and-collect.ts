// good: dispatches workers for each package and collects their reports
import { delegation, files, session } from "gg";

const packages = files.listDir("packages").filter((e) => e.kind === "dir").map((e) => e.name);

const handles: Array<{ pkg: string; handle: string }> = [];
for (const pkg of packages) {
  const brief = `Update the README of packages/${pkg} so its examples match the current API.`;
  handles.push({ pkg, handle: delegation.dispatch("worker", brief) });
}

const reports: Record<string, delegation.Report> = {};
for (const { pkg, handle } of handles) {
  reports[pkg] = delegation.awaitReport(handle);
  session.reportProgress(`${Object.keys(reports).length}/${handles.length} reports in`);
}

const failed = Object.entries(reports).filter(([, r]) => r.status !== "done");
const plan = [
  `Dispatched ${handles.length} workers.`,
  ...Object.entries(reports).map(([pkg, r]) => `- ${pkg}: ${r.status} — ${r.summary}`),
  failed.length ? `Follow up on: ${failed.map(([p]) => p).join(", ")}` : "All done.",
].join("\n");
session.submitPlan(plan);
