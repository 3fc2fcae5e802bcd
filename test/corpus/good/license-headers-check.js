// good: checks every source file starts with a license header and lists offenders
import { files } from 'gg'

const HEADER = /^\/\/ Copyright \d{4}/

const missing = files.glob('src/**/*.{js,mjs}')
  .filter(path => !HEADER.test(files.readFile(path)))

if (missing.length === 0) console.log('all files have a license header')
else {
  console.log(`${missing.length} files without a header:`)
  missing.forEach(p => console.log('  ' + p))
}
