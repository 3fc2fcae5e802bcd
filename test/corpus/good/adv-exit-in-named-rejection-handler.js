// good: the failing exit sits in a rejection handler handed by name: it runs only once something failed
async function main() {
  const files = gg.files.glob("**/*.md");
  gg.session.reportProgress(`${files.length} files`);
  return files.length;
}

function onFatal(error) {
  console.error("failed:", error.message);
  process.exitCode = 1;
}

main().then((n) => gg.session.finish(`${n} markdown files`)).catch(onFatal);
