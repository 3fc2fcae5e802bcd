// good: a typed options bag destructured with defaults picks the glob and limit every call agrees on
import { files, session } from "gg";

interface ListOptions {
  readonly pattern?: string;
  readonly limit?: number;
}

function list({ pattern = "**/*.md", limit = 20 }: ListOptions = {}): string[] {
  return files.glob(pattern).slice(0, limit);
}

const docs = list();
const sources = list({ pattern: "src/**/*.ts", limit: 50 });
session.reportProgress(`${docs.length} docs, ${sources.length} sources`);
