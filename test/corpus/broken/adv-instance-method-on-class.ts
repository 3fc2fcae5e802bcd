// broken [TS2339]: an instance method called on the class itself
import { files } from "gg";

class Inventory {
  private readonly names: string[] = [];
  add(name: string): number {
    return this.names.push(name);
  }
}

for (const path of files.glob("*.md")) Inventory.add(path);
