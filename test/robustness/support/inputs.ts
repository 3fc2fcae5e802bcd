// Generators of hostile programs, shared by the exhaustion tests and the soak.

const N = 5000;

/** Programs nested 10,000 deep in brackets: the pre-scan must refuse them before TypeScript recurses. */
export const BRACKET_BOMBS: readonly [string, string][] = [
  ["10k-deep parentheses", `const x = ${"(".repeat(10_000)}1${")".repeat(10_000)};\nexport {};\n`],
  ["10k-deep arrays", `const x = ${"[".repeat(10_000)}${"]".repeat(10_000)};\nexport {};\n`],
  ["10k-deep blocks", `${"{".repeat(10_000)}${"}".repeat(10_000)}\nexport {};\n`],
  ["10k-deep template substitutions", `const x = ${"`${".repeat(10_000)}1${"}`".repeat(10_000)};\nexport {};\n`],
  ["10k-deep object literals", `const x = ${"{a:".repeat(10_000)}1${"}".repeat(10_000)};\nexport {};\n`],
];

/** Programs whose AST is 5,000+ deep without a bracket in sight. */
export const CHAIN_BOMBS: readonly [string, string][] = [
  ["call chain", `declare const o: any;\no${".f()".repeat(N)};\nexport {};\n`],
  ["member chain", `declare const o: any;\nconst x = o${".a".repeat(N)};\nexport {};\n`],
  ["ternary chain", `declare const a: boolean;\nconst x = ${"a ? 1 : ".repeat(N)}2;\nexport {};\n`],
  ["unary chain", `const x = ${"!".repeat(N)}1;\nexport {};\n`],
  ["arrow chain", `const f = ${"x => ".repeat(N)}1;\nexport {};\n`],
  ["generic chain", `type T = ${"Array<".repeat(N)}1${">".repeat(N)};\nexport {};\n`],
  ["else-if chain", `declare const a: number;\n${Array.from({ length: N }, (_v, i) => `if (a === ${i}) a;`).join(" else ")}\nexport {};\n`],
  ["new chain", `class C {}\nconst x = ${"new ".repeat(N)}C;\nexport {};\n`],
  ["typeof chain", `const a = 1;\nconst x = ${"typeof ".repeat(N)}a;\nexport {};\n`],
  ["16k-term s+s+…", `const s = "a";\nconst t = ${Array(16_000).fill("s").join("+")};\nexport {};\n`],
];

/**
 * Programs nested right at the limits: every kind of bracket `depth` deep, and chains that nest the syntax tree
 * without brackets just under `syntaxDepth` levels. Each must be checked (not refused), with one verdict whatever
 * the stack. Where a construct opens more than one bracket or tree level per step, the count is divided so that
 * the program stays within both limits.
 */
export function atLimit(depth: number, syntaxDepth: number): [string, string][] {
  const d = depth;
  // Chains: one or two levels of tree per link, a few more for the statement around them.
  const s = syntaxDepth - 8;
  const s2 = Math.floor(s / 2);
  return [
    ["array literals", `const x = ${"[".repeat(d)}1${"]".repeat(d)};\nexport {};\n`],
    ["object literals", `const x = ${"{a:".repeat(d)}1${"}".repeat(d)};\nexport {};\n`],
    ["arrays of objects", `const x = ${"[{a:".repeat(d / 2)}1${"}]".repeat(d / 2)};\nexport {};\n`],
    ["calls", `function f(x: unknown): number { return 0; }\nconst x = ${"f(".repeat(d)}1${")".repeat(d)};\nexport {};\n`],
    // `g(() => …)`: the callback's own `()` is one level more than the calls around it.
    ["generic calls with callbacks", `function g<T>(f: () => T): T { return f(); }\nconst x = ${"g(() => ".repeat(d - 1)}1${")".repeat(d - 1)};\nexport {};\n`],
    ["parentheses", `const x = ${"(".repeat(d)}1${")".repeat(d)};\nexport {};\n`],
    ["blocks", `${"{".repeat(d)}${"}".repeat(d)}\nexport {};\n`],
    ["template substitutions", `const x = ${"`${".repeat(d)}1${"}`".repeat(d)};\nexport {};\n`],
    ["type literals", `type T = ${"{a:".repeat(d)}number${"}".repeat(d)};\nconst t: T | undefined = undefined;\nexport {};\n`],
    ["tuple types and values", `type T = ${"[".repeat(d)}number${"]".repeat(d)};\nconst t: T = ${"[".repeat(d)}1${"]".repeat(d)};\nexport {};\n`],
    ["call chain", `const o: any = {};\no${".f()".repeat(s2)};\nexport {};\n`],
    ["promise chain", `const p = Promise.resolve(1);\nconst q = p${".then((x) => x + 1)".repeat(s2)};\nexport {};\n`],
    ["ternary chain", `const a = Math.random() > 0.5;\nconst x = ${"a ? 1 : ".repeat(s)}2;\nexport {};\n`],
    ["else-if chain", `const a = Math.random();\n${Array.from({ length: s }, (_v, i) => `if (a === ${i}) a;`).join(" else ")}\nexport {};\n`],
    ["s+s+… chain", `const s = "a";\nconst t = ${Array(s).fill("s").join("+")};\nexport {};\n`],
    ["generic chain", `type T = ${"Array<".repeat(s)}number${">".repeat(s)};\nconst t: T | undefined = undefined;\nexport {};\n`],
    ["arrow chain", `const f = ${"x => ".repeat(s)}1;\nexport {};\n`],
  ];
}

/** Programs the checker may take long or much memory over: the pool's limits must answer for them. */
export const TYPE_BOMBS: readonly [string, string][] = [
  // TypeScript #31823: a recursive conditional type over a long tuple.
  ["recursive conditional type (TS #31823)", `type Foo<T> = T extends [infer H, ...infer R] ? [H, ...Foo<R>] : [];\ntype X = Foo<[${Array(2000).fill("1").join(",")}]>;\nexport {};\n`],
  // TypeScript #40369: a mapped recursive type over a binary tree of types.
  ["recursive mapped type (TS #40369)", "type Rec<T> = T extends object ? { [K in keyof T]: Rec<T[K]> } : T;\ntype Deep<N extends number, A extends unknown[] = []> = A['length'] extends N ? {} : { a: Deep<N, [...A, 0]>; b: Deep<N, [...A, 0]> };\nconst x: Rec<Deep<40>> = null as any;\nexport {};\n"],
  ["huge template-literal union", 'type D = "0"|"1"|"2"|"3"|"4"|"5"|"6"|"7"|"8"|"9";\ntype T = `${D}${D}${D}${D}${D}${D}`;\nconst t: T = "123456";\nexport {};\n'],
  ["tuple doubling (allocation bomb)", `type X<T extends unknown[]> = [...T, ...T];\ntype A0 = [0];\n${Array.from({ length: 40 }, (_v, i) => `type A${i + 1} = X<A${i}>;`).join("\n")}\nconst a: A40 = [] as any;\nexport {};\n`],
  ["tuple counting to 100,000 (allocation bomb)", "type B<N extends number, A extends unknown[] = []> = A['length'] extends N ? A : B<N, [...A, 0]>;\ntype T = B<100000>;\nexport {};\n"],
];

/** A program of `statements` statements. */
export function manyStatements(statements: number): string {
  return `let x = 0;\n${"x++;\n".repeat(statements)}export {};\n`;
}

/** A program of about `bytes` bytes (a comment, so only its size matters). */
export function bigProgram(bytes: number): string {
  return `// ${"x".repeat(Math.max(0, bytes - 20))}\nexport {};\n`;
}
