// good: a heap's debug flag is false from its constructor, so the console.table the guest lacks never runs, though the heap swaps elements by computed index
import { files } from "gg";

class MaxHeap {
  constructor() {
    this.items = [];
    this.debug = false;
  }
  push(x) {
    const a = this.items;
    a.push(x);
    for (let i = a.length - 1; i > 0; ) {
      const p = (i - 1) >> 1;
      if (a[p].size >= a[i].size) break;
      [a[p], a[i]] = [a[i], a[p]];
      i = p;
    }
    if (this.debug) console.table(a);
  }
  get top() {
    return this.items[0];
  }
}

const heap = new MaxHeap();
for (const e of files.listDir(".")) heap.push(e);
console.log("largest:", heap.top?.name ?? "(none)");
