#!/usr/bin/env bash
# Instructions per interactive frame, counted by callgrind: deterministic, so commits can be
# compared on a noisy machine. Runs the frame loop twice (A and B frames) and divides the
# difference by B - A, which cancels start-up and set-up costs.
#
# usage: scripts/callgrind-frame.sh [A] [B]    (default 2000 and 12000)
set -euo pipefail
cd "$(dirname "$0")/.."
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

count() {
    valgrind --tool=callgrind --callgrind-out-file="$out/cg.$1" "$binary" frames "$1" >/dev/null 2>"$out/log.$1"
    grep -E "^summary:" "$out/cg.$1" | awk '{print $2}'
}
ia="$(count "$a")"
ib="$(count "$b")"
per=$(( (ib - ia) / (b - a) ))
echo "callgrind: $ia instructions for $a frames, $ib for $b frames"
echo "callgrind: $per instructions per interactive frame (touch move + tick + animator + Scene)"
