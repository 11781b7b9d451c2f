#!/usr/bin/env bash
# Runs the whole test suite under AddressSanitizer and under ThreadSanitizer, each built once in
# its own scratch path (.build/asan, .build/tsan) and then run with `swift test --skip-build`,
# and prints how long each phase took. CI runs it (.ci/run).
#
#   scripts/sanitizers.sh           # both: the TSan build runs beside the ASan tests
#   scripts/sanitizers.sh asan      # one of them
#   scripts/sanitizers.sh tsan
#
# ASan runs with leak detection off (the test runner and the runtime report false leaks; our own
# objects' lifetimes are checked by the weak-reference tests in Tests/NavKitTests/Reliability).
# TSan halts on the first report. NAVKIT_TSAN_FILTER narrows the TSan run to a --filter pattern.
# Both skip the exhaustive explorer's depth-5 walk (SmallScopeExplorerTests/machinesHoldUp: about a
# minute in a plain debug build, many under a sanitizer): it walks single-threaded value types
# only, its planted-fault tests still run here, and CI walks depth 6 in release.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v swift >/dev/null 2>&1; then export PATH=/opt/swift/usr/bin:$PATH; fi
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0}
export TSAN_OPTIONS=${TSAN_OPTIONS:-halt_on_error=1}

which=${1:-all}
skip='SmallScopeExplorerTests/machinesHoldUp'

timed() {
    local name=$1
    shift
    local start=$SECONDS status=0
    "$@" || status=$?
    echo "sanitizers: $name took $((SECONDS - start)) s"
    return "$status"
}

build() { # address|thread
    swift build --build-tests --sanitize="$1" --scratch-path ".build/${1:0:1}san"
}

run_tests() { # address|thread [extra swift test arguments]
    local sanitizer=$1
    shift
    swift test --skip-build --sanitize="$sanitizer" --scratch-path ".build/${sanitizer:0:1}san" --skip "$skip" "$@"
}

tsan_filter=()
if [ -n "${NAVKIT_TSAN_FILTER:-}" ]; then tsan_filter=(--filter "$NAVKIT_TSAN_FILTER"); fi

case "$which" in
asan)
    timed "asan build" build address
    timed "asan tests" run_tests address
    ;;
tsan)
    timed "tsan build" build thread
    timed "tsan tests" run_tests thread "${tsan_filter[@]}"
    ;;
all)
    # A test run leaves a core idle much of the time (serial suites, the long tail), so the TSan
    # build goes beside the ASan tests; its log is printed when it is done.
    timed "asan build" build address
    tsan_log=$(mktemp)
    (timed "tsan build" build thread) >"$tsan_log" 2>&1 &
    tsan_build=$!
    asan_status=0
    timed "asan tests" run_tests address || asan_status=$?
    tsan_status=0
    wait "$tsan_build" || tsan_status=$?
    echo "== tsan build log"
    cat "$tsan_log"
    rm -f "$tsan_log"
    if [ "$asan_status" -ne 0 ]; then
        echo "sanitizers: ASan tests FAILED" >&2
        exit "$asan_status"
    fi
    if [ "$tsan_status" -ne 0 ]; then
        echo "sanitizers: TSan build FAILED" >&2
        exit "$tsan_status"
    fi
    timed "tsan tests" run_tests thread "${tsan_filter[@]}"
    ;;
*)
    echo "usage: scripts/sanitizers.sh [all|asan|tsan]" >&2
    exit 2
    ;;
esac
