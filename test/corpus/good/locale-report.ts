// good: writes one greeting file per supported locale, skipping locales the table lacks
const GREETINGS: Record<string, { hello: string; bye: string }> = {
  en: { hello: "Hello", bye: "Goodbye" },
  de: { hello: "Hallo", bye: "Tschüss" },
};
const wanted = gg.files.readFile("locales.txt").split(/\s+/).filter(Boolean);
for (const locale of wanted) {
  const g = GREETINGS[locale];
  if (!g) {
    console.log(`skipping ${locale}`);
    continue;
  }
  gg.files.writeFile(`i18n/${locale}.txt`, `${g.hello}\n${g.bye}\n`);
}
