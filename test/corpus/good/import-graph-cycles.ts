// good: builds a module import graph from relative imports and finds cycles with depth-first search
import { files } from "gg";

type Graph = Map<string, Set<string>>;

const SOURCE_GLOB = "src/**/*.ts";
const importPattern = /(?:import|export)\s[^'"]*?from\s+["'](\.{1,2}\/[^"']+)["']/g;

function resolve(from: string, spec: string): string {
  const parts = from.split("/");
  parts.pop();
  for (const seg of spec.split("/")) {
    if (seg === "..") parts.pop();
    else if (seg !== ".") parts.push(seg);
  }
  return parts.join("/").replace(/\.js$/, ".ts");
}

function buildGraph(paths: string[]): Graph {
  const graph: Graph = new Map();
  const known = new Set(paths);
  for (const path of paths) {
    const deps = new Set<string>();
    for (const m of files.readFile(path).matchAll(importPattern)) {
      const spec = m[1];
      if (!spec) continue;
      let target = resolve(path, spec);
      if (!known.has(target) && known.has(`${target}.ts`)) target = `${target}.ts`;
      if (!known.has(target) && known.has(`${target}/index.ts`)) target = `${target}/index.ts`;
      if (known.has(target)) deps.add(target);
    }
    graph.set(path, deps);
  }
  return graph;
}

function findCycles(graph: Graph): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, "visiting" | "done">();
  const stack: string[] = [];

  const visit = (node: string): void => {
    state.set(node, "visiting");
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      const s = state.get(next);
      if (s === "visiting") {
        cycles.push([...stack.slice(stack.indexOf(next)), next]);
      } else if (s === undefined) {
        visit(next);
      }
    }
    stack.pop();
    state.set(node, "done");
  };

  for (const node of graph.keys()) {
    if (!state.has(node)) visit(node);
  }
  return cycles;
}

const graph = buildGraph(files.glob(SOURCE_GLOB));
const edges = [...graph.values()].reduce((n, s) => n + s.size, 0);
const cycles = findCycles(graph);

console.log(`${graph.size} modules, ${edges} edges, ${cycles.length} cycles`);
cycles.slice(0, 10).forEach((cycle, i) => {
  console.log(`cycle ${i + 1}: ${cycle.join(" -> ")}`);
});
