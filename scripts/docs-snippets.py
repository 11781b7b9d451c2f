#!/usr/bin/env python3
"""Turns every Swift code block of the README and the DocC articles into Swift sources of the
NavKitDocsTests test target, so `swift build --build-tests` compiles each one against the package,
as a client compiled in Swift 6 mode would (scripts/docs-check.sh runs it and checks the result is
committed).

Each document becomes one file, `Tests/NavKitDocsTests/Snippets/<Document>.swift`:

- declarations a block writes at its top level (types, extensions, functions, `@Test` functions)
  stay at the file's top level, in order; `@Test` functions are compiled, not run;
- the block's statements are joined, in the document's order, into one method,
  `<Document>Context.snippets()`, so a later block sees what an earlier one declared, as a reader
  does; a free name a block assumes (`render`, `window`, a `grid` view controller) is a member of
  the document's context type, written by hand in `Tests/NavKitDocsTests/Context/<Document>Context.swift`
  (the generator writes an empty context when there is none);
- `import UIKit` and `import SwiftUI` become the stand-ins on Linux; a document that imports them
  or the adapters (NavKitUIKit, NavKitSwiftUI) is compiled where the adapters are: iOS and
  visionOS (against the real frameworks) and Linux (against the stand-ins). Elsewhere (macOS,
  where SwiftUI can be imported but the adapters are empty modules and the stand-ins do not
  exist) its whole file is compiled out, as its context file is (`ADAPTER_PLATFORMS`); every
  generated and context file's imports are then checked as each platform would compile them.

A block is left out only when it is a Package.swift fragment (its first line is `// Package.swift`
or it starts with `dependencies:`), or when the line before its fence is
`<!-- docs-check: skip: <reason> -->`.

usage: scripts/docs-snippets.py [--check]   (--check: exit 1 when a generated file would change)
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TARGET = os.path.join(ROOT, "Tests", "NavKitDocsTests")
SNIPPETS = os.path.join(TARGET, "Snippets")
CONTEXT = os.path.join(TARGET, "Context")

DOCUMENTS = ["README.md"] + sorted(
    os.path.join("Sources", "NavKit", "NavKit.docc", name)
    for name in os.listdir(os.path.join(ROOT, "Sources", "NavKit", "NavKit.docc"))
    if name.endswith(".md"))

# The reader's own modules, which the blocks of a document declare themselves.
READERS_MODULES = {"MyAnimators", "MyApp", "MyInteractions"}

# Where the adapters are compiled: the condition of Sources/NavKitUIKit and Sources/NavKitSwiftUI
# (real frameworks on iOS and visionOS, the stand-ins on Linux). `canImport` cannot say it: on
# macOS `canImport(SwiftUI)` is true while the adapters are empty there, and `canImport(UIKit)` is
# false while the stand-ins are Linux-only dependencies.
ADAPTER_PLATFORMS = "os(iOS) || os(visionOS) || os(Linux)"
ADAPTER_MODULES = {"UIKit", "SwiftUI", "NavKitUIKit", "NavKitSwiftUI"}

STAND_INS = {
    "UIKit": "#if os(Linux)\nimport UIKitStandIn\n#else\nimport UIKit\n#endif",
    "SwiftUI": "#if os(Linux)\nimport SwiftUIStandIn\n#else\nimport SwiftUI\n#endif",
}

# What each platform can import, of the modules the docs tests name: on macOS, tvOS and watchOS
# the adapters are empty modules (their sources are inside `#if os(iOS) || os(visionOS) ||
# os(Linux)`), and the stand-ins are dependencies on Linux only.
PLATFORM_MODULES = {
    "Linux": {"UIKitStandIn", "SwiftUIStandIn", "CombineStandIn", "QuartzCoreStandIn"},
    "iOS": {"UIKit", "SwiftUI", "Combine", "QuartzCore"},
    "visionOS": {"UIKit", "SwiftUI", "Combine", "QuartzCore"},
    "macOS": {"SwiftUI", "Combine", "QuartzCore"},
    "tvOS": {"UIKit", "SwiftUI", "Combine", "QuartzCore"},
    "watchOS": {"SwiftUI", "Combine"},
}
APPLE_OR_STAND_IN = set().union(*PLATFORM_MODULES.values())

DECLARATION = re.compile(
    r"^(?:(?:public|private|fileprivate|internal|package|open|final|nonisolated|indirect|static)\s+)*"
    r"(?:import|struct|class|enum|protocol|extension|func|actor|typealias)\b")
CONTINUATION = re.compile(r"^(?:\.|\?|:|&&|\|\||\+|-(?!-)|\*|else\b|catch\b|where\b)")
# A binding a block's statements declare at their top level (`let scene = …`, `var settings = …`).
BINDING = re.compile(r"^(?:let|var)\s+([A-Za-z_]\w*)\b(?!\s*,)")
SKIP = re.compile(r"<!--\s*docs-check:\s*skip:\s*(.+?)\s*-->")


def blocks(path):
    """The document's Swift blocks: (line of the fence, lines, skip reason or None)."""
    lines = open(os.path.join(ROOT, path), encoding="utf-8").read().split("\n")
    found = []
    index = 0
    while index < len(lines):
        match = re.match(r"^(\s*)```swift\s*$", lines[index])
        if not match:
            index += 1
            continue
        indent = len(match.group(1))
        start = index
        body = []
        index += 1
        while index < len(lines) and not re.match(r"^\s*```\s*$", lines[index]):
            body.append(lines[index][indent:] if lines[index][:indent].strip() == "" else lines[index])
            index += 1
        index += 1
        reason = None
        previous = lines[start - 1] if start > 0 else ""
        skip = SKIP.search(previous)
        if skip:
            reason = skip.group(1)
        elif body and (body[0].strip() == "// Package.swift" or body[0].lstrip().startswith("dependencies:")):
            reason = "a Package.swift fragment"
        found.append((start + 1, body, reason))
    return found


def depth_change(line):
    """The change of bracket depth over a line, ignoring strings and comments (roughly)."""
    depth = 0
    in_string = False
    i = 0
    while i < len(line):
        c = line[i]
        if in_string:
            if c == "\\":
                i += 2
                continue
            if c == '"':
                in_string = False
        elif c == '"':
            in_string = True
        elif line.startswith("//", i):
            break
        elif c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        i += 1
    return depth


def chunks(body):
    """Splits a block into top-level chunks: (kind, lines), kind 'declaration', 'statement',
    'import' or 'comment'."""
    result = []
    pending = []  # comment and attribute lines waiting for the chunk they belong to
    depth = 0
    current = None
    for line in body:
        stripped = line.strip()
        if current is not None:
            current[1].append(line)
            depth += depth_change(line)
            if depth <= 0:
                depth = 0
                result.append(current)
                current = None
            continue
        if not stripped:
            if pending:
                pending.append(line)
            continue
        if stripped.startswith("//"):
            pending.append(line)
            continue
        if CONTINUATION.match(stripped) and result and result[-1][0] == "statement":
            result[-1][1].extend(pending + [line])
            pending = []
            depth = depth_change(line)
            if depth > 0:
                current = result.pop()
            continue
        if stripped.startswith("@") and not DECLARATION.match(re.sub(r"^(@\w+(\([^)]*\))?\s*)+", "", stripped)):
            attribute_only = re.fullmatch(r"(@\w+(\(.*\))?\s*)+", stripped)
            if attribute_only:
                pending.append(line)
                continue
        without_attributes = re.sub(r"^(@\w+(\([^)]*\))?\s*)+", "", stripped)
        has_attribute = without_attributes != stripped or any(p.strip().startswith("@") for p in pending)
        if without_attributes.startswith("import "):
            result.append(("import", [without_attributes]))
            pending = []
            continue
        kind = "declaration" if DECLARATION.match(without_attributes) or (
            has_attribute and without_attributes.startswith(("var ", "let "))) else "statement"
        current = (kind, pending + [line])
        pending = []
        depth = depth_change(line)
        if depth <= 0:
            depth = 0
            result.append(current)
            current = None
    if current is not None:
        result.append(current)
    return result


def swift_name(path):
    base = os.path.splitext(os.path.basename(path))[0]
    return "Readme" if base == "README" else base


TEST_ATTRIBUTE = re.compile(r"@Test(\((.*)\))?")


def compiled_not_run(line):
    """`@Test` → `@Test(.disabled(…))`: a documented test is compiled here, not run."""
    def replace(match):
        arguments = match.group(2)
        reason = '.disabled("a documentation snippet: compiled, not run")'
        return f"@Test({arguments}, {reason})" if arguments else f"@Test({reason})"
    stripped = line.lstrip()
    if not stripped.startswith("@Test"):
        return line
    return line[: len(line) - len(stripped)] + TEST_ATTRIBUTE.sub(replace, stripped, count=1)


def context_imports(context):
    """The modules a document's context imports: its blocks see them too (a reader's file would
    import them; the blocks often leave it out)."""
    if not os.path.exists(context):
        return []
    modules = []
    for line in open(context, encoding="utf-8"):
        match = re.match(r"^\s*import\s+(\w+)", line)
        if match and not match.group(1).endswith("StandIn"):
            modules.append(match.group(1))
    return modules


def generate(path):
    name = swift_name(path)
    imports = []
    declarations = []
    statements = []
    scopes = []
    counted = 0
    skipped = []
    for line_number, body, reason in blocks(path):
        if reason:
            skipped.append((line_number, reason))
            continue
        counted += 1
        origin = f"// {path}:{line_number}"
        block_statements = []
        for kind, lines in chunks(body):
            if kind == "import":
                module = lines[0].split()[1]
                if module not in imports and module not in READERS_MODULES:
                    imports.append(module)
            elif kind == "declaration":
                declarations.append(origin)
                declarations.extend(compiled_not_run(line) for line in lines)
                declarations.append("")
            elif kind == "statement":
                block_statements.extend(lines)
        if block_statements:
            # Each block opens a scope inside the one before: it sees what the earlier blocks
            # declared and may declare a name again (an alternative the document shows).
            indent = "        " + "    " * len(scopes)
            statements.append(indent + origin)
            statements.extend((indent + line).rstrip() for line in block_statements)
            declared = [name for line in block_statements for name in BINDING.findall(line)]
            if declared:
                statements.append(indent + "// What the block declares, a reader's code goes on to use:")
                statements.extend(indent + f"_ = {name}" for name in dict.fromkeys(declared))
            statements.append(indent + "do {")
            scopes.append(origin)
    out = [
        "// swift-format-ignore-file",
        f"// Generated by scripts/docs-snippets.py from {path}: do not edit; edit the document and run",
        "// scripts/docs-check.sh --update.",
        "",
    ]
    context = os.path.join(CONTEXT, f"{name}Context.swift")
    modules = list(dict.fromkeys(context_imports(context) + imports))
    adapters = any(module in ADAPTER_MODULES for module in modules)
    if adapters:
        out.append(f"#if {ADAPTER_PLATFORMS}  // where the adapters are (see scripts/docs-snippets.py)")
    for module in modules:
        out.append(STAND_INS.get(module, f"import {module}"))
    out.append("")
    out.extend(declarations)
    if statements:
        out.append(f"extension {name}Context {{")
        out.append(f"    /// The statements of {path}'s Swift blocks, in order.")
        out.append("    func snippets() async throws {")
        out.extend(statements)
        for depth in reversed(range(len(scopes))):
            out.append("        " + "    " * depth + "}")
        out.append("    }")
        out.append("}")
    has_context = os.path.exists(context)
    if has_context:
        context_text = open(context, encoding="utf-8").read()
        if adapters and f"#if {ADAPTER_PLATFORMS}" not in context_text:
            sys.exit(f"docs-snippets: {os.path.relpath(context, ROOT)} must be inside "
                     f"`#if {ADAPTER_PLATFORMS}`, as its document uses the adapters")
        if re.search(r"canImport\((UIKit|SwiftUI)\)", context_text):
            sys.exit(f"docs-snippets: {os.path.relpath(context, ROOT)}: use `#if os(Linux)` for the "
                     "stand-ins, not canImport (true for SwiftUI on macOS, where the adapters are empty)")
    else:
        out.append("")
        out.append(f"/// What {path}'s blocks assume: nothing beyond the package.")
        out.append(f"@MainActor struct {name}Context {{}}")
    if adapters:
        out.append("#endif")
    text = "\n".join(out).rstrip() + "\n"
    return name, text, counted, skipped, has_context


def condition(text, platform):
    """The value of a `#if` condition on a platform (os(), canImport(), !, &&, ||, parentheses)."""
    expression = re.sub(r"\bos\((\w+)\)", lambda m: str(m.group(1) == platform), text)
    expression = re.sub(
        r"\bcanImport\((\w+)\)", lambda m: str(m.group(1) in PLATFORM_MODULES[platform]), expression)
    expression = re.sub(r"!(?!=)", " not ", expression.replace("&&", " and ").replace("||", " or "))
    if not re.fullmatch(r"(\s|True|False|and|or|not|\(|\))*", expression):
        sys.exit(f"docs-snippets: cannot evaluate `#if {text}`")
    return eval(expression)


def active_lines(lines, platform):
    """The lines a platform compiles, `#if`/`#elseif`/`#else`/`#endif` evaluated."""
    active = []
    stack = []  # per open `#if`: [this branch is taken, some branch was taken]
    for line in lines:
        directive = re.match(r"#(if|elseif|else|endif)\b\s*(.*?)\s*(//.*)?$", line.strip())
        if not directive:
            if all(frame[0] for frame in stack):
                active.append(line)
            continue
        kind, text = directive.group(1), directive.group(2)
        if kind == "if":
            value = condition(text, platform)
            stack.append([value, value])
        elif kind == "elseif":
            value = not stack[-1][1] and condition(text, platform)
            stack[-1] = [value, stack[-1][1] or value]
        elif kind == "else":
            stack[-1] = [not stack[-1][1], True]
        else:
            stack.pop()
    return active


def platform_problems():
    """Every docs-test file compiled as each platform would: an import of an Apple module or a
    stand-in the platform does not have, or of an adapter that is empty there, is a build failure
    on it (as the canImport guards were on macOS: SwiftUI importable, the adapters empty, the
    stand-ins absent)."""
    problems = []
    for folder in (SNIPPETS, CONTEXT):
        for name in sorted(os.listdir(folder)):
            file = os.path.relpath(os.path.join(folder, name), ROOT)
            lines = open(os.path.join(folder, name), encoding="utf-8").read().split("\n")
            for platform, modules in PLATFORM_MODULES.items():
                for line in active_lines(lines, platform):
                    match = re.match(r"^\s*import\s+(\w+)", line)
                    module = match.group(1) if match else None
                    if module in APPLE_OR_STAND_IN - modules:
                        problems.append(f"{file}: {platform} compiles `import {module}`, which it does not have")
                    elif module in ADAPTER_MODULES and platform not in ("Linux", "iOS", "visionOS"):
                        problems.append(f"{file}: {platform} compiles code using {module}, "
                                        "while the adapters are empty there")
    return problems


def main():
    check = "--check" in sys.argv[1:]
    os.makedirs(SNIPPETS, exist_ok=True)
    os.makedirs(CONTEXT, exist_ok=True)
    changed = []
    total = 0
    wanted = set()
    for path in DOCUMENTS:
        name, text, counted, skipped, has_context = generate(path)
        if counted == 0:
            continue
        total += counted
        file = os.path.join(SNIPPETS, f"{name}.swift")
        wanted.add(os.path.basename(file))
        old = open(file, encoding="utf-8").read() if os.path.exists(file) else None
        if old != text:
            changed.append(os.path.relpath(file, ROOT))
            if not check:
                open(file, "w", encoding="utf-8").write(text)
        print(f"docs-snippets: {path}: {counted} blocks compiled"
              + "".join(f"; line {line} left out ({reason})" for line, reason in skipped))
    for stale in sorted(set(os.listdir(SNIPPETS)) - wanted):
        changed.append(os.path.relpath(os.path.join(SNIPPETS, stale), ROOT))
        if not check:
            os.remove(os.path.join(SNIPPETS, stale))
    print(f"docs-snippets: {total} Swift blocks in {len(wanted)} documents")
    problems = platform_problems()
    for problem in problems:
        print(f"docs-snippets: {problem}")
    if problems:
        sys.exit(1)
    print(f"docs-snippets: every file's imports hold on {', '.join(PLATFORM_MODULES)}")
    if changed:
        verb = "out of date" if check else "written"
        print(f"docs-snippets: {verb}: " + ", ".join(changed))
        if check:
            sys.exit(1)


if __name__ == "__main__":
    main()
