// broken [GG1016]: the loop reaches "fr", which the greetings table lacks, and reads a member of undefined
import { files } from "gg";

const GREETINGS = {
  en: { hello: "Hello", bye: "Goodbye" },
  de: { hello: "Hallo", bye: "Tschüss" },
};
for (const locale of ["en", "de", "fr"]) {
  const g = GREETINGS[locale];
  files.writeFile(`i18n/${locale}.txt`, `${g.hello}\n${g.bye}\n`);
}
