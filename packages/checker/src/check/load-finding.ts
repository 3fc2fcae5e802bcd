/**
 * A JavaScript program's load refusal as a finding: later-edition syntax (GG1006, named by the tree's forms where
 * one covers the place the parse stopped) or a program that does not load (GG1010, in the parser's words).
 */
import * as messages from "../messages.js";
import { GG } from "../registry.js";
import type { Loading } from "./load.js";
import { isProposal } from "./newer-syntax.js";
import type { NewerForm } from "./newer-syntax.js";
import type { RawDiagnostic } from "./raw-diagnostic.js";

/**
 * The finding of a refused program, at the parser's place; `wording` is the compiler's message at that very
 * place, used for GG1010 instead of the parser's when there is one.
 */
export function loadFinding(loading: Extract<Loading, { kind: "refused" }>, text: string, forms: readonly NewerForm[], wording?: string): RawDiagnostic {
  const at = loading.offset;
  // The form the parse stopped in: a parser refuses a construct anywhere from its start to its end.
  const form = forms.find((f) => !f.atRunTime && f.start <= at && at <= f.until);
  if (loading.edition !== undefined) {
    const message = messages.laterEditionSyntax(form?.what, loading.edition, loading.message);
    const place = form ?? { start: at, length: tokenLength(text, at) };
    return { start: place.start, length: place.length, code: GG.newerSyntax, message, certain: true };
  }
  if (form !== undefined && isProposal(form)) {
    return { start: form.start, length: form.length, code: GG.newerSyntax, message: messages.newerSyntax(form.what, form.since), certain: true };
  }
  return { start: at, length: tokenLength(text, at), code: GG.doesNotLoad, message: messages.doesNotLoad(wording ?? loading.message), certain: true };
}

// The parser names a place, not a range: the word (or the one character) there.
function tokenLength(text: string, at: number): number {
  if (at >= text.length) return 0;
  const word = /^[\p{ID_Continue}$#\\]+/u.exec(text.slice(at, at + 200));
  if (word !== null) return word[0].length;
  const code = text.codePointAt(at) ?? 0;
  return code > 0xffff ? 2 : 1;
}
