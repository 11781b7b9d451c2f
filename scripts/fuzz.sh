#!/usr/bin/env bash
# Fuzzes the container with libFuzzer + AddressSanitizer for a while.
#
#   scripts/fuzz.sh            # 60 s (CI)
#   scripts/fuzz.sh 600        # 10 minutes
#
# The target is Sources/navkit-fuzz: bytes decode into operations, frames, swipes, policy changes,
# misbehaving plug-ins and hostile inputs (NaN, infinities, huge values, time going backwards,
# unknown touches); every invariant of DESIGN.md §5 is checked after each step and a violation
# traps. Built with -DNAVKIT_LIBFUZZER, which drops the standalone `main` so libFuzzer supplies
# its own. New inputs go to .build/fuzz/corpus (the committed seeds in Fuzz/corpus are read
# only); a crash is saved under .build/fuzz/artifacts/ — replay it with
# `swift run navkit-fuzz FILE`, and turn it into a regression test (Tests/NavKitTests/Reliability).
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v swift >/dev/null 2>&1; then export PATH=/opt/swift/usr/bin:$PATH; fi

seconds=${1:-60}
scratch=.build/fuzz
mkdir -p "$scratch/corpus" "$scratch/artifacts"

echo "== fuzz: building navkit-fuzz (release, libFuzzer + ASan)"
# SwiftPM passes --sanitize=fuzzer to the link step only; -Xswiftc -sanitize=fuzzer also compiles
# every module with libFuzzer's coverage instrumentation (without it libFuzzer runs blind).
swift build -c release --product navkit-fuzz --sanitize=fuzzer --sanitize=address \
    -Xswiftc -sanitize=fuzzer -Xswiftc -DNAVKIT_LIBFUZZER --scratch-path "$scratch"

echo "== fuzz: running for $seconds s"
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0}
log="$scratch/last-run.log"
set +e
"$scratch/release/navkit-fuzz" -max_total_time="$seconds" -max_len=1024 -timeout=20 -print_final_stats=1 \
    -artifact_prefix="$scratch/artifacts/" "$scratch/corpus" Fuzz/corpus >"$log" 2>&1
status=$?
set -e
grep -E "INITED|DONE|stat::number_of_executed_units|stat::new_units_added|stat::peak_rss|ERROR|Fatal error|invariant violated|SUMMARY" "$log" || true
if grep -q "Is the code instrumented for coverage" "$log"; then
    echo "fuzz: FAILED: the target has no coverage instrumentation" >&2
    exit 1
fi
if [ "$status" -ne 0 ]; then
    echo "fuzz: FAILED (exit $status); see $log and $scratch/artifacts/" >&2
    tail -40 "$log" >&2
    exit "$status"
fi
echo "fuzz: $(grep -E 'stat::number_of_executed_units' "$scratch/last-run.log" | awk '{print $2}') executions in $seconds s, no crash"
