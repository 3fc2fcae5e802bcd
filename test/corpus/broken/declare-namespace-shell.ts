// broken [GG1003]: an ambient `declare namespace shell` claims an unqualified shell exists; nothing binds it at run time
declare namespace shell {
  function run(cmd: string): { stdout: string };
}

console.log(shell.run("date").stdout);
