// broken [GG1010]: a block declares function `format` and `var format`: a lexical and a var declaration of one name in a block are an early SyntaxError
import { files } from "gg";

const paths = files.glob("**/*.md");
{
  function format(p) {
    return `- ${p}`;
  }
  var format;
  console.log(paths.map(format).join("\n"));
}
