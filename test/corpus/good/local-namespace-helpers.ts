// good: the program declares its own (non-ambient) namespace of helpers and uses it with gg
namespace Text {
  export function indent(s: string, by = 2): string {
    const pad = " ".repeat(by);
    return s.split("\n").map((l) => (l ? pad + l : l)).join("\n");
  }
  export const bullet = (items: string[]) => items.map((i) => `• ${i}`).join("\n");
}

const scripts = gg.files.glob("scripts/*.sh");
console.log("scripts:\n" + Text.indent(Text.bullet(scripts)));
export {};
