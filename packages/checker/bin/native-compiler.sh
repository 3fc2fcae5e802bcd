#!/bin/sh
# Starts the native compiler so that it dies with the thread that started it (Linux: the parent-death signal), even
# when that thread is killed with no chance to stop it. Its stderr goes to the file the checker names (never to the
# checker's own stderr): the checker quotes it only to explain a fault. The checker runs this script only where setpriv
# exists and the script is executable; otherwise it starts the compiler directly.
exec setpriv --pdeathsig KILL -- "$GG_NATIVE_COMPILER" "$@" 2>"${GG_NATIVE_STDERR:-/dev/null}"
