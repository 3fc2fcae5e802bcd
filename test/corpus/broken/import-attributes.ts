// broken [GG1006]: an import attribute (`with { type: "json" }`, ECMAScript 2025) in the guest ECMAScript 2023
import * as sdk from "gg" with { type: "json" };
console.log(sdk.files.glob("*"));
