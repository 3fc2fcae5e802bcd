#!/bin/sh
# Starts the native compiler so that it dies with the thread that started it (Linux: the parent-death signal), even
# when that thread is killed with no chance to stop it. The checker names this script only where setpriv exists.
exec setpriv --pdeathsig KILL -- "$GG_NATIVE_COMPILER" "$@"
