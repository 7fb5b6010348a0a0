#!/usr/bin/env bash
# What CI runs: print the toolchain, lint-free imports, then the unittest suite.
set -euo pipefail
echo "::group::environment"
echo "runner: $(uname -sm)"
python3 --version
python3 -c "import sys; print('executable:', sys.executable)"
python3 -m pip --version
python3 -m pip list --format=columns 2>/dev/null | head -n 40 || true
echo "::endgroup::"
echo "::group::byte-compile"
python3 -m compileall -q scheduler tests && echo "compiled OK"
echo "::endgroup::"
echo "::group::tests"
python3 -W default -m unittest discover -s tests -t . -v
echo "::endgroup::"
