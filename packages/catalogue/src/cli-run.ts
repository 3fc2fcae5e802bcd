// gg-catalogue as a function: arguments in, exit code and output texts out (no process access, so it is testable).
import { createRequire } from "node:module";
import { parseArgs } from "node:util";
import { closest } from "./closest.js";
import { HELP } from "./cli-help.js";
import { DEFAULT_CATALOGUE_PATH } from "./default.js";
import { diffCatalogues } from "./diff/diff.js";
import { diffReport, formatDiff } from "./diff/report.js";
import { loadGrantFile } from "./grant.js";
import { loadCatalogueFile } from "./load.js";
import { cli } from "./messages.js";
import { formatProblems } from "./problems.js";
import { refusalFor } from "./refusal.js";
import { renderTypeScript } from "./sdk/typescript.js";
import { search } from "./search.js";
import { findOperation, isArm, spell } from "./spelling.js";
import { ARMS, type Arm, type Catalogue, type Grant, type Problem } from "./types.js";
import { view } from "./view.js";

/** What a run of the CLI produced. */
export interface CliOutput {
  readonly code: 0 | 1 | 2;
  readonly stdout: string;
  readonly stderr: string;
}

type Options = { catalogue?: string; grant?: string; arm?: string; limit?: string; json?: boolean; help?: boolean; version?: boolean };

const OPTIONS = {
  catalogue: { type: "string" },
  grant: { type: "string" },
  arm: { type: "string" },
  limit: { type: "string" },
  json: { type: "boolean" },
  help: { type: "boolean", short: "h" },
  version: { type: "boolean", short: "v" },
} as const;

/** The options each command accepts besides --json and --help. */
const ACCEPTS: Readonly<Record<string, readonly string[]>> = {
  validate: ["catalogue", "grant"],
  dts: ["catalogue"],
  search: ["catalogue", "grant", "arm", "limit"],
  view: ["catalogue", "grant", "arm"],
  spell: ["catalogue", "arm"],
  refusal: ["catalogue", "grant", "arm"],
  // Both catalogues are its arguments, so there is no --catalogue to take.
  diff: ["arm"],
};

class Exit extends Error {
  constructor(
    readonly code: 1 | 2,
    readonly errorCode: string,
    message: string,
    readonly problems?: readonly Problem[],
  ) {
    super(message);
  }
}

const usage = (detail: string): Exit => new Exit(2, "usage", detail);

/** Runs gg-catalogue with the arguments after the program name. Never throws. */
export function runCli(argv: readonly string[]): CliOutput {
  let json = argv.includes("--json");
  try {
    let parsed;
    try {
      parsed = parseArgs({
        args: [...argv],
        allowPositionals: true,
        strict: true,
        options: OPTIONS,
      });
    } catch (e) {
      const unknown = unknownOption(argv);
      if (unknown === undefined) throw usage(e instanceof Error ? e.message : String(e));
      const near = closest(unknown.replace(/^-+/, ""), Object.keys(OPTIONS), 1)[0];
      throw usage(cli.unknownOption(unknown, near === undefined ? undefined : `--${near}`));
    }
    const options = parsed.values as Options;
    json = options.json === true;
    const [command, ...rest] = parsed.positionals;
    if (options.version) return done(json ? `${JSON.stringify({ version: ownVersion() }, null, 2)}\n` : `${ownVersion()}\n`);
    if (command === undefined || command === "help") {
      if (options.help || command === "help") {
        const topic = command === "help" ? (rest[0] ?? "") : "";
        if (!(topic in HELP)) throw usage(cli.unknownCommand(topic));
        return help(topic, json);
      }
      throw usage(cli.noCommand());
    }
    const accepts = ACCEPTS[command];
    if (!accepts) throw usage(cli.unknownCommand(command, closest(command, Object.keys(ACCEPTS), 1)[0]));
    if (options.help) return help(command, json);
    for (const name of ["catalogue", "grant", "arm", "limit"] as const) {
      if (options[name] !== undefined && !accepts.includes(name)) throw usage(cli.optionNotFor(name, command));
    }
    return run(command, rest, options);
  } catch (e) {
    if (e instanceof Exit) return failure(e, json);
    return failure(new Exit(1, "internal", cli.internal(e instanceof Error ? e.message : String(e))), json);
  }
}

/** The first option the tool does not have, as written (Node's own text for it reads badly to a user). */
function unknownOption(argv: readonly string[]): string | undefined {
  for (const arg of argv) {
    if (arg === "--") return undefined;
    if (arg.startsWith("--")) {
      const name = arg.slice(2).split("=")[0] as string;
      if (!Object.hasOwn(OPTIONS, name)) return `--${name}`;
    } else if (arg.startsWith("-") && arg.length > 1 && arg !== "-h" && arg !== "-v") return arg;
  }
  return undefined;
}

/** This package's version, from its package.json as Node resolves it by name (the package root, wherever it is installed). */
function ownVersion(): string {
  return (createRequire(import.meta.url)("@gg/catalogue/package.json") as { version: string }).version;
}

function help(topic: string, json: boolean): CliOutput {
  return done(json ? `${JSON.stringify({ help: HELP[topic] }, null, 2)}\n` : `${HELP[topic]}\n`);
}

function done(stdout: string, code: 0 | 1 = 0): CliOutput {
  return { code, stdout, stderr: "" };
}

function failure(e: Exit, json: boolean): CliOutput {
  if (json) {
    const error = { code: e.errorCode, message: e.message, ...(e.problems ? { problems: e.problems } : {}) };
    return { code: e.code, stdout: `${JSON.stringify({ error }, null, 2)}\n`, stderr: "" };
  }
  const text = e.errorCode === "usage" ? cli.usage(e.message) : e.message;
  return { code: e.code, stdout: "", stderr: `${text}\n` };
}

function positional(rest: readonly string[], what: string, optional = false): string | undefined {
  if (rest.length > 1) throw usage(cli.extraArgument(rest[1] as string));
  if (rest[0] === undefined && !optional) throw usage(cli.missingArgument(what));
  return rest[0];
}

function armOf(options: Options): Arm {
  if (options.arm === undefined) return "typescript";
  if (!isArm(options.arm)) throw usage(cli.badArm(options.arm, ARMS));
  return options.arm;
}

function catalogueOf(options: Options): Catalogue {
  const file = options.catalogue ?? DEFAULT_CATALOGUE_PATH;
  const loaded = loadCatalogueFile(file);
  if (!loaded.ok) throw new Exit(1, "invalid_catalogue", formatProblems(loaded.problems, file), loaded.problems);
  return loaded.value;
}

function grantOf(file: string, catalogue: Catalogue): Grant {
  const loaded = loadGrantFile(file, catalogue);
  if (!loaded.ok) throw new Exit(1, "invalid_grant", formatProblems(loaded.problems, file), loaded.problems);
  return loaded.value;
}

function operationOf(catalogue: Catalogue, name: string) {
  const op = findOperation(catalogue, name);
  if (!op) throw new Exit(1, "not_found", cli.notFound(name));
  return op;
}

const asJson = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

function run(command: string, rest: readonly string[], options: Options): CliOutput {
  const json = options.json === true;
  switch (command) {
    case "validate": {
      const file = positional(rest, "FILE (the catalogue to check)", true);
      if (options.grant !== undefined) {
        if (file !== undefined && options.catalogue !== undefined) throw usage(cli.extraArgument(file));
        const catalogue = catalogueOf({ ...options, catalogue: file ?? options.catalogue });
        grantOf(options.grant, catalogue);
        return done(json ? asJson({ ok: true, file: options.grant }) : `${cli.validGrant(options.grant)}\n`);
      }
      if (file !== undefined && options.catalogue !== undefined) throw usage(cli.extraArgument(file));
      const path = file ?? options.catalogue;
      if (path === undefined) throw usage(cli.missingArgument("FILE (the catalogue to check)"));
      const loaded = loadCatalogueFile(path);
      if (!loaded.ok) throw new Exit(1, "invalid_catalogue", formatProblems(loaded.problems, path), loaded.problems);
      const { operations, types } = loaded.value;
      return done(json ? asJson({ ok: true, file: path, operations: operations.length, types: types.length }) : `${cli.valid(path, operations.length, types.length)}\n`);
    }
    case "dts": {
      if (rest[0] !== undefined) throw usage(cli.extraArgument(rest[0]));
      const text = renderTypeScript(catalogueOf(options));
      return done(json ? asJson({ dts: text }) : text);
    }
    case "search": {
      const query = rest.join(" ");
      if (rest.length === 0) throw usage(cli.missingArgument("QUERY"));
      const catalogue = catalogueOf(options);
      const grant = options.grant !== undefined ? grantOf(options.grant, catalogue) : undefined;
      const limit = options.limit === undefined ? undefined : Number(options.limit);
      if (limit !== undefined && !(Number.isInteger(limit) && limit > 0)) throw usage(cli.badLimit(options.limit as string));
      const hits = search(catalogue, query, grant, { arm: armOf(options), ...(limit !== undefined ? { limit } : {}) });
      if (json) return done(asJson({ query, hits }));
      if (hits.length === 0) return done(`${cli.noHits(query)}\n`);
      const width = Math.max(...hits.map((h) => h.name.length));
      return done(hits.map((h) => `${h.name.padEnd(width)}  ${h.summary}`).join("\n") + "\n");
    }
    case "view": {
      const name = positional(rest, "NAME") as string;
      const catalogue = catalogueOf(options);
      const grant = options.grant !== undefined ? grantOf(options.grant, catalogue) : undefined;
      const result = view(catalogue, name, grant, armOf(options));
      if (result.ok) return done(json ? asJson(result) : result.view.text);
      if ("notFound" in result) throw new Exit(1, "not_found", cli.notFound(name));
      return done(json ? asJson(result) : `${result.refusal.message}\n`, 1);
    }
    case "spell": {
      const name = positional(rest, "ID") as string;
      const op = operationOf(catalogueOf(options), name);
      const arms = options.arm === undefined ? ARMS : [armOf(options)];
      const rows = arms.map((arm) => ({ arm, ...spell(op, arm) }));
      if (json) return done(asJson({ id: op.id, spellings: rows }));
      if (options.arm !== undefined) return done(`${rows[0]?.qualified}\n`);
      const w = Math.max(...rows.map((r) => r.arm.length));
      const w2 = Math.max(...rows.map((r) => r.importLine.length));
      const w3 = Math.max(...rows.map((r) => r.shortened.length));
      return done(rows.map((r) => `${r.arm.padEnd(w)}  ${r.importLine.padEnd(w2)}  ${r.shortened.padEnd(w3)}  ${r.qualified}`).join("\n") + "\n");
    }
    case "refusal": {
      const name = positional(rest, "ID") as string;
      if (options.grant === undefined) throw usage(cli.missingArgument("--grant FILE"));
      const catalogue = catalogueOf(options);
      const grant = grantOf(options.grant, catalogue);
      const op = operationOf(catalogue, name);
      const arm = armOf(options);
      const refusal = refusalFor(catalogue, op, grant, arm);
      if (json) return done(asJson(refusal ? { id: op.id, granted: false, refusal } : { id: op.id, granted: true }));
      return done(`${refusal ? refusal.message : cli.granted(spell(op, arm).qualified)}\n`);
    }
    case "diff":
      return diff(rest, options);
    default:
      throw usage(cli.unknownCommand(command));
  }
}

/**
 * `diff OLD NEW`: exit 0 when nothing breaks, 1 when something does. A broken catalogue is an input error (2), not
 * "something breaks": each problem is named with its file and JSON path exactly as `validate` names it.
 */
function diff(rest: readonly string[], options: Options): CliOutput {
  if (rest.length > 2) throw usage(cli.extraArgument(rest[2] as string));
  const [oldFile, newFile] = rest;
  if (oldFile === undefined) throw usage(cli.missingArgument("OLD and NEW (the catalogues to compare)"));
  if (newFile === undefined) throw usage(cli.missingArgument("NEW (the catalogue to compare with OLD)"));
  const arm = armOf(options);
  const files = oldFile === newFile ? [oldFile] : [oldFile, newFile];
  const loaded = files.map((file) => ({ file, result: loadCatalogueFile(file) }));
  const catalogues: Catalogue[] = [];
  const broken: { file: string; problems: readonly Problem[] }[] = [];
  for (const { file, result } of loaded) {
    if (result.ok) catalogues.push(result.value);
    else broken.push({ file, problems: result.problems });
  }
  if (broken.length > 0) {
    const message = broken.map((b) => formatProblems(b.problems, b.file)).join("\n");
    throw new Exit(2, "invalid_catalogue", message, broken.flatMap((b) => b.problems.map((p) => ({ file: b.file, ...p }))));
  }
  const [before, after = before] = catalogues as [Catalogue, Catalogue?];
  const report = diffReport(diffCatalogues(before, after, { arm }), arm);
  const code = report.summary.breaking > 0 ? 1 : 0;
  return done(options.json === true ? asJson(report) : formatDiff(report), code);
}
