// broken [TS2351]: constructs gg.files with new; a namespace object is not a constructor (TypeError)
const fs = new gg.files();
console.log(fs);
