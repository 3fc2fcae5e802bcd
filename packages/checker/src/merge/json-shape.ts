/** The shape tests a part's reader uses on parsed JSON. */

/** A JSON object. */
export type Json = Record<string, unknown>;

/** Whether a value is a JSON object (not an array, not null). */
export const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);
/** Whether a value is a whole number from 0. */
export const isCount = (value: unknown): value is number => typeof value === "number" && Number.isSafeInteger(value) && value >= 0;
/** Whether a value is a verdict. */
export const isVerdict = (value: unknown): boolean => value === "pass" || value === "fail" || value === "inconclusive";
