// good: a typed heap of directory entries, swapping by computed index, with a debug flag that only logs through console.log
import { files } from "gg";

class MaxHeap<T> {
  private items: T[] = [];
  debug = false;
  constructor(private readonly weight: (x: T) => number) {}
  push(x: T): void {
    const a = this.items;
    a.push(x);
    for (let i = a.length - 1; i > 0; ) {
      const p = (i - 1) >> 1;
      if (this.weight(a[p] as T) >= this.weight(a[i] as T)) break;
      [a[p], a[i]] = [a[i] as T, a[p] as T];
      i = p;
    }
    if (this.debug) console.log(a.length);
  }
  get top(): T | undefined {
    return this.items[0];
  }
}

const heap = new MaxHeap((e: { size: number }) => e.size);
for (const e of files.listDir(".")) heap.push(e);
console.log("largest size:", heap.top?.size ?? 0);
