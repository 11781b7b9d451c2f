#!/usr/bin/env bash
# The docs check: every Swift block of the README and the DocC articles compiles against the
# package as a Swift 6 client's code would, with zero warnings.
#
# scripts/docs-snippets.py turns the blocks into the sources of the NavKitDocsTests test target
# (Tests/NavKitDocsTests/Snippets, committed; what a block assumes of the reader's code is in
# Tests/NavKitDocsTests/Context). This script checks that they are current, then builds the target.
#
#   scripts/docs-check.sh            # fails when a document changed and its snippets were not
#                                    # regenerated, or when a block no longer compiles
#   scripts/docs-check.sh --update   # regenerates the snippets (commit them with the document)
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v swift >/dev/null 2>&1; then export PATH=/opt/swift/usr/bin:$PATH; fi

if [ "${1:-}" = --update ]; then
    python3 scripts/docs-snippets.py
else
    if ! python3 scripts/docs-snippets.py --check; then
        echo "docs-check: FAIL: the snippets are out of date: run scripts/docs-check.sh --update and commit" >&2
        exit 1
    fi
fi

log=$(mktemp)
trap 'rm -f "$log"' EXIT
if ! swift build --target NavKitDocsTests >"$log" 2>&1; then
    grep -E "error:" "$log" | sort -u >&2 || cat "$log" >&2
    echo "docs-check: FAIL: a documented block does not compile (the file and line are in the comment above it)" >&2
    exit 1
fi
if grep -E "NavKitDocsTests/.*warning:" "$log" >/dev/null; then
    grep -E "NavKitDocsTests/.*warning:" "$log" | sort -u >&2
    echo "docs-check: FAIL: a documented block compiles with warnings" >&2
    exit 1
fi
echo "docs-check: OK"
