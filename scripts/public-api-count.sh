#!/usr/bin/env bash
# Counts the public declarations of each product module, as the compiler sees them: the symbol
# graph of every module (swift-symbolgraph-extract over the debug build), keeping declarations
# written in the package's sources (one per source position: no compiler-synthesised `==` or
# `hash(into:)`, no default implementation counted again for each conforming type), and checks
# that every one carries a doc comment.
#
#   scripts/public-api-count.sh            # builds (debug) if needed, prints the table
#   scripts/public-api-count.sh --no-build # uses the existing .build/debug
#   scripts/public-api-count.sh --check    # also fails when a public declaration has no doc comment
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v swift >/dev/null 2>&1; then export PATH=/opt/swift/usr/bin:$PATH; fi

build=yes
check=no
for arg in "$@"; do
    case "$arg" in
        --no-build) build=no ;;
        --check) check=yes ;;
        *) echo "usage: $0 [--no-build] [--check]" >&2; exit 2 ;;
    esac
done
[ "$build" = yes ] && swift build >/dev/null

modules=(NavKitCore NavKitAnimators NavKitInteraction NavKit NavKitHost NavKitFoundation NavKitUIKit NavKitSwiftUI
    NavKitProperties NavKitLaws NavKitTesting NavKitPreview NavKitCommandLine)
# Executables whose modules should declare nothing public (their code is a library's).
executables=(NavKitFuzz navkit_fuzz)

bin=$(swift build --show-bin-path)
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
triple=$(swift -print-target-info | python3 -c 'import json,sys; print(json.load(sys.stdin)["target"]["triple"])')
for module in "${modules[@]}" "${executables[@]}"; do
    [ -e "$bin/Modules/$module.swiftmodule" ] || continue
    mkdir -p "$out/$module"
    swift-symbolgraph-extract -module-name "$module" -I "$bin/Modules" -target "$triple" \
        -minimum-access-level public -skip-inherited-docs -output-dir "$out/$module" >/dev/null 2>&1 || {
        echo "public-api-count: cannot read the symbol graph of $module" >&2
        exit 1
    }
done

python3 - "$out" "$check" "$PWD" "${modules[@]}" -- "${executables[@]}" <<'PY'
import json, os, sys
out, check, root = sys.argv[1], sys.argv[2] == "yes", sys.argv[3]
rest = sys.argv[4:]
split = rest.index("--")
modules, executables = rest[:split], rest[split + 1:]

def declarations(module):
    """The module's public declarations written in this package's sources, one per position."""
    seen = {}
    folder = os.path.join(out, module)
    if not os.path.isdir(folder):
        return None
    for name in sorted(os.listdir(folder)):
        graph = json.load(open(os.path.join(folder, name)))
        for symbol in graph["symbols"]:
            location = symbol.get("location")
            if not location or "SYNTHESIZED" in symbol["identifier"]["precise"]:
                continue
            uri = location["uri"]
            if root not in uri:
                continue
            key = (uri, location["position"]["line"], location["position"]["character"])
            seen.setdefault(key, symbol)
    return seen

total = 0
undocumented = []
print(f"{'module':<20} {'public':>7}")
for module in modules + executables:
    found = declarations(module)
    if found is None:
        continue
    print(f"{module:<20} {len(found):>7}")
    if module in modules:
        total += len(found)
    for (uri, line, _), symbol in sorted(found.items()):
        if "docComment" not in symbol:
            undocumented.append(f"{uri.split(root + '/')[-1]}:{line + 1}: {'.'.join(symbol['pathComponents'])}")
print(f"{'products in all':<20} {total:>7}")
if undocumented:
    print(f"\n{len(undocumented)} public declarations without a doc comment:")
    for line in undocumented:
        print("  " + line)
    if check:
        sys.exit(1)
PY
