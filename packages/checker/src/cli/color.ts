/**
 * Whether the pretty output is coloured. The conventions, in order: `FORCE_COLOR` set and not empty decides
 * (`0` or `false` turn colour off, as Node and chalk read it; any other value forces it on, even through a pipe or
 * with `NO_COLOR` set, as force-color.org's reference implementation has it, where FORCE_COLOR is read last);
 * else `NO_COLOR` set and not empty turns it off (no-color.org); else colour only on a terminal.
 */

/** The environment variables the decision reads. */
export interface ColorEnv {
  readonly FORCE_COLOR?: string | undefined;
  readonly NO_COLOR?: string | undefined;
}

/** True when the pretty output should carry ANSI colour, given the environment and whether stdout is a terminal. */
export function colorWanted(env: ColorEnv, isTty: boolean): boolean {
  const force = env.FORCE_COLOR ?? "";
  if (force !== "") return force !== "0" && force.toLowerCase() !== "false";
  if ((env.NO_COLOR ?? "") !== "") return false;
  return isTty;
}
