// broken [GG1007]: import("gg") loads nothing in the guest (gg is linked to import lines only), the promise rejects
const { files } = await import("gg");
console.log(files.glob("*.md"));
