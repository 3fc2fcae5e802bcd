// broken [GG1006]: `import defer` is a later proposal; the guest engine does not parse it
import defer * as g from "gg";
console.log(g.files.glob("*.md"));
