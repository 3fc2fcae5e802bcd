// good: deep-merges a local settings override into the base settings file and writes the result
import { files, Failure } from "gg";

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function isObject(v: Json | undefined): v is { [key: string]: Json } {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function merge(base: Json, override: Json): Json {
  if (!isObject(base) || !isObject(override)) return override;
  const out: { [key: string]: Json } = { ...base };
  for (const [k, v] of Object.entries(override)) {
    out[k] = k in base ? merge(base[k] as Json, v) : v;
  }
  return out;
}

function readJson(path: string): Json | undefined {
  try {
    return JSON.parse(files.readFile(path)) as Json;
  } catch (e) {
    if (e instanceof Failure && e.code === "not_found") return undefined;
    throw e;
  }
}

const base = readJson("settings.json") ?? {};
const local = readJson("settings.local.json");
const merged = local === undefined ? base : merge(base, local);
files.writeFile("settings.merged.json", JSON.stringify(merged, null, 2) + "\n");
console.log(`merged ${local === undefined ? "nothing" : "settings.local.json"} into settings.merged.json`);
