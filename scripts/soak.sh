#!/usr/bin/env bash
# Soak: the model-based container property test over many random sequences, in a release build.
#
#   scripts/soak.sh                 # 1,000,000 sequences (about half an hour on 2 cores)
#   scripts/soak.sh 20000           # a shorter run, as CI does
#
# Every sequence is a program of ContainerModelRunner.stateMachine(): it drives a real
# NavigationContainer and the reference model rule by rule and checks every invariant of
# DESIGN.md §5 after each step and each frame against the model's own expectations; the first
# violation fails the run with the shrunk program and the seed to replay it
# (NAVKIT_PROPERTY_SEED). Uses its own scratch path so it can run beside normal debug builds.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v swift >/dev/null 2>&1; then export PATH=/opt/swift/usr/bin:$PATH; fi

iterations=${1:-1000000}
scratch=${NAVKIT_SOAK_SCRATCH:-.build/soak}
filter=${NAVKIT_SOAK_FILTER:-ContainerModelPropertyTests/modelAgrees}

echo "== soak: building tests (release, $scratch)"
# `swift test` (not `swift build --build-tests`) so testable imports work in release.
NAVKIT_PROPERTY_ITERATIONS=200 swift test -c release --scratch-path "$scratch" --filter "$filter"

echo "== soak: $iterations sequences of $filter"
start=$(date +%s)
NAVKIT_PROPERTY_ITERATIONS=$iterations swift test -c release --scratch-path "$scratch" --filter "$filter"
end=$(date +%s)
echo "soak: $iterations sequences, zero violations, $((end - start)) s"
