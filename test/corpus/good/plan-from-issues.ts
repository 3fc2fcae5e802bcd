// good: a planner reads open issue files, ranks them by priority label and submits a plan
import { files, session } from "gg";

interface Issue {
  file: string;
  title: string;
  priority: number;
  labels: string[];
}

const PRIORITY: Record<string, number> = { critical: 0, high: 1, medium: 2, low: 3 };

function parseIssue(file: string, text: string): Issue {
  const title = /^#\s+(.+)$/m.exec(text)?.[1] ?? file;
  const labels = (/^labels:\s*(.+)$/m.exec(text)?.[1] ?? "")
    .split(",")
    .map((l) => l.trim().toLowerCase())
    .filter((l) => l.length > 0);
  const priority = Math.min(...labels.map((l) => PRIORITY[l] ?? 9), 9);
  return { file, title, priority, labels };
}

const issues = files
  .glob("issues/open/*.md")
  .map((f) => parseIssue(f, files.readFile(f)))
  .sort((a, b) => a.priority - b.priority || a.title.localeCompare(b.title));

const steps = issues.slice(0, 5).map((issue, i) => `${i + 1}. ${issue.title} (${issue.labels.join(", ") || "unlabelled"}) — ${issue.file}`);
session.submitPlan(["Work the top open issues in this order:", ...steps].join("\n"));
