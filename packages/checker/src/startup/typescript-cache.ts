/**
 * Loads the TypeScript compiler (9 MB of JavaScript) through a V8 code cache and puts it in the CommonJS module
 * cache, so the checker's own `require("typescript")` finds it loaded. Compiling typescript.js is a third of a cold
 * `gg-check` (measured: commit message of this file); with the cache, V8 deserialises the compiled code instead.
 * Node 20 has no `module.enableCompileCache`, hence `vm.Script` with `cachedData`. Every failure falls back to the
 * plain `require`: the cache changes how fast TypeScript loads, never what it is.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createRequire, Module } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { Script } from "node:vm";

/** What `preloadTypeScript` did, so the caller can store a fresher cache once the compiler has done some work. */
export interface TypeScriptLoad {
  /** True when the compiled code came from the cache file. */
  readonly fromCache: boolean;
  /** Writes the cache file (atomically) when it was missing or stale; later calls do nothing. */
  saveIfNeeded(): void;
}

const NOTHING: TypeScriptLoad = { fromCache: false, saveIfNeeded: () => undefined };

// The checker's modules resolve "typescript" from the package root; resolving from here finds the same file.
const requireHere = createRequire(import.meta.url);

interface CjsModule {
  exports: unknown;
  filename: string;
  loaded: boolean;
  paths: string[];
}

type ModuleStatics = typeof Module & {
  new (id: string, parent?: unknown): CjsModule;
  _nodeModulePaths(dir: string): string[];
};

/** Where the code cache of this Node and this exact typescript.js lives (`GG_CHECK_CACHE_DIR` overrides the folder). */
export function codeCachePath(source: Buffer): string {
  const dir = process.env.GG_CHECK_CACHE_DIR ?? join(tmpdir(), `gg-check-cache-${typeof process.getuid === "function" ? process.getuid() : "user"}`);
  // sha1 only names the entry (V8 rejects a cache whose flags or source length differ); it is the fastest hash here.
  const hash = createHash("sha1").update(source).digest("hex");
  return join(dir, `typescript-${process.version}-${process.arch}-${hash}.v8cache`);
}

function readOptional(path: string): Buffer | undefined {
  try {
    return readFileSync(path);
  } catch {
    return undefined;
  }
}

function writeAtomically(path: string, data: Buffer): void {
  const temporary = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  try {
    mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
    writeFileSync(temporary, data, { mode: 0o600 });
    renameSync(temporary, path);
  } catch {
    // A cache that cannot be written is only slower next time.
    rmSync(temporary, { force: true });
  }
}

/**
 * Loads TypeScript into the module cache through the code cache, unless it is loaded already.
 * Call before the first import of the checker; safe to call more than once.
 */
export function preloadTypeScript(): TypeScriptLoad {
  if (process.env.GG_CHECK_CODE_CACHE === "0") return NOTHING;
  let filename: string;
  try {
    filename = requireHere.resolve("typescript");
  } catch {
    return NOTHING;
  }
  if (requireHere.cache[filename] !== undefined) return NOTHING;
  let source: Buffer;
  try {
    source = readFileSync(filename);
  } catch {
    return NOTHING;
  }
  const cachePath = codeCachePath(source);
  const cachedData = readOptional(cachePath);
  const statics = Module as ModuleStatics;
  const module = new statics(filename, undefined);
  module.filename = filename;
  module.paths = statics._nodeModulePaths(dirname(filename));
  try {
    const script = new Script(Module.wrap(source.toString("utf8")), { filename, ...(cachedData === undefined ? {} : { cachedData }) });
    const wrapper = script.runInThisContext() as (...args: unknown[]) => void;
    requireHere.cache[filename] = module as unknown as NodeJS.Module;
    wrapper.call(module.exports, module.exports, createRequire(filename), module, filename, dirname(filename));
    module.loaded = true;
    const fromCache = cachedData !== undefined && !script.cachedDataRejected;
    let pending = !fromCache;
    return {
      fromCache,
      saveIfNeeded() {
        if (!pending) return;
        pending = false;
        // Made after the compiler has run, the cache also holds the functions compiled lazily so far.
        writeAtomically(cachePath, script.createCachedData());
      },
    };
  } catch {
    // typescript.js itself threw, or the wrapper did not compile: let the ordinary require report it.
    delete requireHere.cache[filename];
    return NOTHING;
  }
}
