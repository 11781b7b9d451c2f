#!/usr/bin/env bash
# Holds the Linux stand-ins for Apple's modules (Sources/*StandIn) to Apple's published
# declarations in scripts/standin-manifest.txt, and the adapters to the platforms Package.swift
# declares: fails when a stand-in declaration has no entry or differs from it, when an entry is not
# marked read (or `not found: …`, `stand-in only: …`), or when an adapter uses a declaration
# unavailable, introduced later, deprecated, or stand-in only on a declared platform it is compiled
# for. Prints how many declarations it checked and how their entries were checked.
# (scripts/standin-check.py says how.)
#
# usage: scripts/standin-check.sh [--draft | --self-test]
#   --draft      print entries to fill in for new declarations
#   --self-test  run the checks on scripts/standin-check-fixture (a stand-in, its manifest and an
#                adapter with planted differences) and fail unless each is caught (.ci/run runs it)
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ "${1:-}" == "--self-test" ]]; then
    command -v swift >/dev/null 2>&1 || export PATH=/opt/swift/usr/bin:$PATH
    work="$(mktemp -d)"
    trap 'rm -rf "$work"' EXIT
    triple="$(swiftc -print-target-info | python3 -c 'import json,sys; print(json.load(sys.stdin)["target"]["triple"])')"
    swiftc -parse-as-library -emit-module -module-name FixtureStandIn -swift-version 6 \
        -emit-module-path "$work/FixtureStandIn.swiftmodule" scripts/standin-check-fixture/FixtureStandIn.swift
    swift-symbolgraph-extract -module-name FixtureStandIn -I "$work" -target "$triple" -output-dir "$work" \
        -minimum-access-level public -skip-synthesized-members
    exec python3 scripts/standin-check.py --self-test "$work"
fi
# What the macOS job needs and Linux can check: the workflow hides no failure, the example's Xcode
# project is whole and committed (scripts/apple-ci-check.py).
python3 scripts/apple-ci-check.py
command -v swift >/dev/null 2>&1 || export PATH=/opt/swift/usr/bin:$PATH
swift build --target NavKitUIKit >/dev/null
swift build --target NavKitSwiftUI >/dev/null
modules="$(swift build --show-bin-path)/Modules"
graphs="$(mktemp -d)"
trap 'rm -rf "$graphs"' EXIT
triple="$(swiftc -print-target-info | python3 -c 'import json,sys; print(json.load(sys.stdin)["target"]["triple"])')"
for module in ObjectiveCStandIn CoreGraphicsStandIn QuartzCoreStandIn UIKitStandIn CombineStandIn SwiftUIStandIn; do
    swift-symbolgraph-extract -module-name "$module" -I "$modules" -target "$triple" -output-dir "$graphs" \
        -minimum-access-level public -skip-synthesized-members
done
python3 scripts/standin-check.py "$graphs" "$modules" "$@"
