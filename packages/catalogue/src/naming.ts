// Case conversions shared by every arm's spelling and by the TypeScript SDK.

/** Splits a snake_case or kebab-case catalogue name into its lower-case words. */
export function words(name: string): string[] {
  return name.split(/[_-]/).filter((w) => w.length > 0);
}

const cap = (w: string): string => w.charAt(0).toUpperCase() + w.slice(1);

/** `read_file` → `readFile`. */
export function camelCase(name: string): string {
  const [first = "", ...rest] = words(name);
  return first + rest.map(cap).join("");
}

/** `dir-entry` → `DirEntry`. */
export function pascalCase(name: string): string {
  return words(name).map(cap).join("");
}

/** TypeScript function name of an operation key: `read_file` → `readFile`. */
export function tsFunctionName(key: string): string {
  return camelCase(key);
}

/** TypeScript type name of a catalogue type: `dir-entry` → `DirEntry`. */
export function tsTypeName(name: string): string {
  return pascalCase(name);
}

/** TypeScript property name of a record field or parameter: `modified-ms` → `modifiedMs`. */
export function tsFieldName(name: string): string {
  return camelCase(name);
}

/** Names a TypeScript declaration cannot take (reserved words and strict-mode reserved words). */
export const TS_RESERVED_WORDS: ReadonlySet<string> = new Set(
  (
    "break case catch class const continue debugger default delete do else enum export extends false finally for function if import in " +
    "instanceof new null return super switch this throw true try typeof var void while with implements interface let package private " +
    "protected public static yield await arguments eval"
  ).split(" "),
);
