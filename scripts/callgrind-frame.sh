#!/usr/bin/env bash
# Instructions per frame, counted by callgrind: deterministic, so commits can be compared on a
# noisy machine. For each loop (the interactive pop frame: touch move + tick + animator + Scene;
# the timed push/pop frame: tick + curve + animator + Scene) it runs navkit-bench twice (A and B
# frames) and divides the difference by B - A, which cancels start-up and set-up costs. It counts
# one passing example of the property engine's stack benchmark the same way (A and B examples),
# with the benchmark's Generators composition and with the same programs composed of Gen closures,
# and a tap and a drag's move on one row of a list of 10,000 rows that each have a scroll region
# (a touch costs what is under the finger).
#
# usage: scripts/callgrind-frame.sh [--check] [A] [B]    (default 2000 and 12000)
#   --check  fail (exit 1) when a figure is above its budget in scripts/frame-budget.txt
set -euo pipefail
cd "$(dirname "$0")/.."
check=false
if [[ "${1:-}" == "--check" ]]; then
    check=true
    shift
fi
command -v swift >/dev/null 2>&1 || export PATH=/opt/swift/usr/bin:$PATH
if ! command -v valgrind >/dev/null 2>&1; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq valgrind >/dev/null
fi
a="${1:-2000}"
b="${2:-12000}"
swift build -c release --product navkit-bench >/dev/null
binary="$(swift build -c release --show-bin-path)/navkit-bench"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT

# count NAME MODE N [FLAG]: instructions of `navkit-bench MODE N [FLAG]`, with the standard
# library's hashing seeded the same every run (randomised, the row-move figure varied by ±30).
count() {
    local name="$1"
    shift
    SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file="$out/cg.$name.$2" "$binary" "$@" >/dev/null 2>"$out/log.$name.$2"
    grep -E "^summary:" "$out/cg.$name.$2" | awk '{print $2}'
}

budget() {
    awk -v key="$1" '$1 == key { print $2 }' scripts/frame-budget.txt
}

status=0
report() {
    local name="$1" mode="$2" what="$3" unit="${4:-frame}"
    local ia ib per
    ia="$(count "$name" "$mode" "$a" ${5:+"$5"})"
    ib="$(count "$name" "$mode" "$b" ${5:+"$5"})"
    per=$(((ib - ia) / (b - a)))
    echo "callgrind: $name: $ia instructions for $a ${unit}s, $ib for $b ${unit}s"
    echo "callgrind: $per instructions per $name $unit ($what)"
    if $check; then
        local limit
        limit="$(budget "$name")"
        if [[ -z "$limit" ]]; then
            echo "callgrind: no budget for $name in scripts/frame-budget.txt" >&2
            status=1
        elif ((per > limit)); then
            echo "callgrind: $name $unit costs $per instructions, over its budget of $limit" >&2
            status=1
        else
            echo "callgrind: $name $unit within its budget of $limit"
        fi
    fi
}
report interactive frames "touch move + tick + animator + Scene"
report timed timed "tick + curve + animator + Scene"
report row-tap row-taps "touch-down + lift on one row of a list of 10,000 rows with a region each" tap
report row-move row-moves "a move of a drag on one row of 10,000 (a drag is 400 moves)" move
report stack stack "generate a program, run it against the list model, drop it" example
report stack-closures stack "the same programs composed of Gen closures" example --closures
exit "$status"
