#!/usr/bin/env bash
# Fuzzes every layer with libFuzzer + AddressSanitizer for a while.
#
#   scripts/fuzz.sh            # 60 s (CI)
#   scripts/fuzz.sh 600        # 10 minutes
#
# The harnesses are Sources/NavKitFuzz (the executable navkit-fuzz holds only the entry points):
# an input that starts with 0xFE names a layer in its second byte — NavKitHost's driver, the
# SwiftUI model and the UIKit controller on the stand-ins, the restore and link decoders — and any
# other input is the container's. Bytes decode into operations, frames, swipes, policy changes,
# misbehaving plug-ins and hostile inputs (NaN, infinities, huge values, time going backwards,
# unknown touches); every invariant of DESIGN.md §5 (and each layer's own: lifecycle balance, the
# views equal to the scene) is checked after each action and a violation traps. Built with
# -DNAVKIT_LIBFUZZER, which drops the standalone `main` so libFuzzer supplies its own. The seeds
# are Fuzz/corpus (the container's) and Fuzz/corpus-LAYER (each layer's, untagged; tagged copies
# go to .build/fuzz/seeds); new inputs go to .build/fuzz/corpus. A crash is saved under
# .build/fuzz/artifacts/ — replay it with `swift run navkit-fuzz FILE`, shrink it, put its layer's
# part into Fuzz/corpus-LAYER (FuzzRegressionTests replays every folder) and fix it. At exit the
# target prints the executions and actions per layer.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v swift >/dev/null 2>&1; then export PATH=/opt/swift/usr/bin:$PATH; fi

seconds=${1:-60}
scratch=.build/fuzz
mkdir -p "$scratch/corpus" "$scratch/artifacts" "$scratch/seeds"
# Each layer's seeds, tagged for the one target: 0xFE, the layer's number (FuzzLayer), the seed.
layer_number=1
for layer in host swiftui uikit restore links; do
    for seed in Fuzz/corpus-$layer/*; do
        [ -f "$seed" ] || continue
        { printf "\\xfe\\x$(printf %02x $layer_number)"; cat "$seed"; } >"$scratch/seeds/$layer-$(basename "$seed")"
    done
    layer_number=$((layer_number + 1))
done

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
    -artifact_prefix="$scratch/artifacts/" "$scratch/corpus" Fuzz/corpus "$scratch/seeds" >"$log" 2>&1
status=$?
set -e
grep -E "INITED|DONE|stat::number_of_executed_units|stat::new_units_added|stat::peak_rss|ERROR|Fatal error|invariant violated|SUMMARY|navkit-fuzz: layer" "$log" || true
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
