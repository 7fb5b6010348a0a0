#!/usr/bin/env bash
# The CI job: environment, byte-compile, then the suite with durations.
set -eu
echo "::group::Python"
python3 -VV
python3 -c "import platform; print(platform.platform())"
echo "::endgroup::"
echo "::group::Installed packages"
python3 -m pip freeze --all 2>/dev/null | sort -f | head -n 60 || true
echo "::endgroup::"
echo "::group::Compile"
python3 -m compileall -q src tests && echo "compileall: ok"
echo "::endgroup::"
echo "::group::Tests"
python3 -m pytest -v -p no:cacheprovider --durations=5 "$@"
echo "::endgroup::"
