/** Output formats of `gg-check`. */
export const FORMATS = ["pretty", "json", "sarif"] as const;

/** One output format. */
export type Format = (typeof FORMATS)[number];

/** Whether a string names an output format. */
export function isFormat(value: string): value is Format {
  return (FORMATS as readonly string[]).includes(value);
}
