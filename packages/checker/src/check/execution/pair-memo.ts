/** Answers memoised by a node and a name (a function and a missing thing): one table, for every such question. */
import type { Node } from "../../syntax/tree.js";

/** A memo of boolean answers keyed by (node, name). */
export class PairMemo {
  private readonly answers = new Map<Node, Map<string, boolean>>();

  /**
   * The answer for (`node`, `name`), computed once by `compute`; while it is being computed (a cycle back to the same
   * question), `pending` stands for it.
   */
  get(node: Node, name: string, pending: boolean, compute: () => boolean): boolean {
    let byName = this.answers.get(node);
    if (byName === undefined) {
      byName = new Map();
      this.answers.set(node, byName);
    }
    const known = byName.get(name);
    if (known !== undefined) return known;
    byName.set(name, pending);
    const answer = compute();
    byName.set(name, answer);
    return answer;
  }
}
