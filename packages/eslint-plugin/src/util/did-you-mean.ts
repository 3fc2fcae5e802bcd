// The most names a message lists when nothing close was found; a longer list ends with how many there are.
const MAX_LISTED = 12;

/**
 * How a "names nothing" message ends (its `{{didYouMean}}` placeholder closes the sentence): `; did you mean \`a\` or \`b\`?` when some name is close, otherwise the names
 * there are (`; ${what} \`x\`, \`y\`.`), so the message still says what to write instead.
 */
export function didYouMeanOrList(candidates: readonly string[], known: readonly string[], what: string, quote: (name: string) => string = (n) => `\`${n}\``): string {
  if (candidates.length > 0) return `; did you mean ${candidates.map(quote).join(" or ")}?`;
  if (known.length === 0) return ".";
  const listed = known.slice(0, MAX_LISTED).map(quote).join(", ");
  const more = known.length > MAX_LISTED ? `, … (${known.length} in all)` : "";
  return `; ${what} ${listed}${more}.`;
}
