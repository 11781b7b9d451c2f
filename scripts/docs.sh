#!/usr/bin/env bash
# Builds NavKit's DocC documentation with the toolchain's own `docc`, warnings as errors.
#
#   1. `swift build` (a no-op when the debug build is up to date);
#   2. `swift-symbolgraph-extract` of the public symbols of the modules a user reads: NavKit,
#      NavKitCore, NavKitAnimators, NavKitInteraction, NavKitProperties, NavKitLaws, NavKitTesting,
#      NavKitHost, NavKitFoundation, NavKitUIKit and NavKitSwiftUI (on Linux, type-checked against the stand-ins,
#      Sources/*StandIn) (with their extension
#      graphs, `<Module>@<Other>.symbols.json`);
#   3. `docc convert Sources/NavKit/NavKit.docc` with them, `--warnings-as-errors`, so a broken
#      ``Symbol`` link in any of those modules' doc comments, or in an article, fails the build.
#
# usage: scripts/docs.sh [output-dir]     (default: build/docs; a static site, open index.html
#                                           through a web server, e.g. `python3 -m http.server`)
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
out="${1:-$root/build/docs}"
case "$out" in /*) ;; *) out="$PWD/$out" ;; esac
if ! command -v swift >/dev/null 2>&1; then export PATH=/opt/swift/usr/bin:$PATH; fi
cd "$root"

modules=(NavKit NavKitCore NavKitAnimators NavKitInteraction NavKitProperties NavKitLaws NavKitTesting NavKitHost NavKitFoundation NavKitUIKit
    NavKitSwiftUI)
started=$SECONDS

echo "docs: building (a no-op after a debug build)"
build_log="$(mktemp)"
trap 'rm -f "$build_log"' EXIT
if ! swift build >"$build_log" 2>&1; then
    cat "$build_log" >&2
    echo "docs: FAIL: swift build failed" >&2
    exit 1
fi
modules_dir="$(swift build --show-bin-path)/Modules"
triple="$(swift -print-target-info | sed -n 's/^ *"triple": "\(.*\)",$/\1/p' | head -1)"

echo "docs: extracting symbol graphs ($triple)"
graphs="$root/.build/docs-symbol-graphs"
rm -rf "$graphs"
mkdir -p "$graphs"
for module in "${modules[@]}"; do
    swift-symbolgraph-extract -module-name "$module" -target "$triple" -I "$modules_dir" \
        -minimum-access-level public -skip-synthesized-members -output-dir "$graphs"
    [ -s "$graphs/$module.symbols.json" ] || { echo "docs: FAIL: no symbol graph for $module" >&2; exit 1; }
done
echo "docs: [$((SECONDS - started))s] $(ls "$graphs" | wc -l) symbol graphs: ${modules[*]}"

echo "docs: docc convert (warnings are errors)"
rm -rf "$out"
mkdir -p "$(dirname "$out")"
docc convert Sources/NavKit/NavKit.docc \
    --additional-symbol-graph-dir "$graphs" \
    --fallback-display-name NavKit \
    --fallback-bundle-identifier org.navkit.NavKit \
    --transform-for-static-hosting \
    --warnings-as-errors \
    --output-path "$out"
[ -f "$out/index.html" ] || { echo "docs: FAIL: no index.html in $out" >&2; exit 1; }
echo "docs: OK in $((SECONDS - started))s: $out ($(find "$out" -type f | wc -l) files)"
