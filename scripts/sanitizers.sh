#!/usr/bin/env bash
# Runs the test suite under AddressSanitizer, then under ThreadSanitizer, each in its own scratch
# path, and prints how long each took.
#
#   scripts/sanitizers.sh           # both
#   scripts/sanitizers.sh asan      # one of them
#   scripts/sanitizers.sh tsan
#
# ASan runs the whole suite (leak detection off: XCTest and the runtime report false leaks; our
# own objects' lifetimes are checked by the weak-reference tests in Tests/NavKitTests/Reliability).
# TSan runs the suite too; set NAVKIT_TSAN_FILTER to a --filter pattern to narrow it.
# Both skip the exhaustive explorer's depth-5 walk (SmallScopeExplorerTests/machinesHoldUp: about a
# minute in a plain debug build, many under a sanitizer): it walks single-threaded value types
# only, its planted-fault tests still run here, and CI walks depth 6 in release.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v swift >/dev/null 2>&1; then export PATH=/opt/swift/usr/bin:$PATH; fi
export SWIFT_BACKTRACE=enable=no

which=${1:-all}
skip='SmallScopeExplorerTests/machinesHoldUp'

run_timed() {
    local name=$1
    shift
    local start end
    start=$(date +%s)
    "$@"
    end=$(date +%s)
    echo "sanitizers: $name took $((end - start)) s"
}

if [ "$which" = all ] || [ "$which" = asan ]; then
    echo "== AddressSanitizer"
    ASAN_OPTIONS=detect_leaks=0 run_timed asan swift test --sanitize=address --scratch-path .build/asan \
        --skip "$skip"
fi
if [ "$which" = all ] || [ "$which" = tsan ]; then
    echo "== ThreadSanitizer"
    filter=()
    if [ -n "${NAVKIT_TSAN_FILTER:-}" ]; then filter=(--filter "$NAVKIT_TSAN_FILTER"); fi
    TSAN_OPTIONS=${TSAN_OPTIONS:-halt_on_error=1} run_timed tsan swift test --sanitize=thread --scratch-path .build/tsan \
        --skip "$skip" "${filter[@]}"
fi
