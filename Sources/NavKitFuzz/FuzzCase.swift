import NavKitTesting

/// The layer a fuzz input reaches. One libFuzzer target reaches them all: an input that starts
/// with ``selector`` names its layer in its second byte and the rest is that layer's input; any
/// other input is the container's (so the container corpus keeps its meaning).
package enum FuzzLayer: Int, CaseIterable, Sendable, CustomStringConvertible {
    /// The container, its guards and nesting, against the reference model (``FuzzHarness``).
    case container
    /// NavKitHost's driver on a scripted host (``HostFuzzHarness``).
    case host
    /// The SwiftUI adapter's model on the stand-ins (``SwiftUIFuzzHarness``).
    case swiftUI
    /// The UIKit adapter's navigation controller on the stand-ins (``UIKitFuzzHarness``).
    case uiKit
    /// The saved-stack decoder and restoring (``fuzzRestore(_:)``).
    case restore
    /// The link parser and opening links (``fuzzLink(_:)``).
    case link

    /// The first byte of an input for a layer other than the container.
    package static let selector: UInt8 = 0xFE

    /// The layer an input reaches and the layer's own bytes.
    /// - Parameter bytes: A fuzz input.
    /// - Returns: The layer and its input.
    package static func split(_ bytes: [UInt8]) -> (layer: FuzzLayer, input: [UInt8]) {
        guard bytes.count >= 2, bytes[0] == selector else { return (.container, bytes) }
        return (allCases[Int(bytes[1]) % allCases.count], Array(bytes[2...]))
    }

    /// A layer's input as one input of the whole target.
    /// - Parameter input: The layer's bytes.
    /// - Returns: The bytes that reach this layer with `input`.
    package func tagged(_ input: [UInt8]) -> [UInt8] {
        self == .container ? input : [Self.selector, UInt8(rawValue)] + input
    }

    /// The folder under `Fuzz/` that holds this layer's seeds (untagged).
    package var corpusFolder: String { self == .container ? "corpus" : "corpus-\(self)" }

    /// The layer whose seeds a folder holds.
    /// - Parameter folder: A folder's name (`corpus-host`).
    package init?(corpusFolder folder: String) {
        guard let layer = Self.allCases.first(where: { $0.corpusFolder == folder }) else { return nil }
        self = layer
    }

    /// The layer's name, as in its corpus folder.
    package var description: String {
        switch self {
        case .container: "container"
        case .host: "host"
        case .swiftUI: "swiftui"
        case .uiKit: "uikit"
        case .restore: "restore"
        case .link: "links"
        }
    }
}

/// How much each layer was exercised in this process: executions and actions (a decoder's input
/// is one action).
@MainActor
package enum FuzzStatistics {
    /// Executions per layer.
    package private(set) static var executions = [Int](repeating: 0, count: FuzzLayer.allCases.count)
    /// Actions per layer.
    package private(set) static var actions = [Int](repeating: 0, count: FuzzLayer.allCases.count)

    static func record(_ layer: FuzzLayer, actions count: Int) {
        executions[layer.rawValue] += 1
        actions[layer.rawValue] += count
    }

    /// One line per layer.
    package static var report: String {
        FuzzLayer.allCases.map {
            "navkit-fuzz: layer \($0): \(executions[$0.rawValue]) executions, \(actions[$0.rawValue]) actions"
        }.joined(separator: "\n")
    }
}

/// One fuzz execution: decode, run, report.
@MainActor
package enum FuzzCase {
    /// Runs the case the bytes decode to, on the layer they name (``FuzzLayer/split(_:)``).
    /// - Parameter bytes: The fuzzer's input.
    /// - Returns: A report of the first broken invariant (with the decoded case), or `nil`.
    package static func check(_ bytes: [UInt8]) -> String? {
        let (layer, input) = FuzzLayer.split(bytes)
        return check(input, on: layer)
    }

    /// Runs a layer's input on that layer.
    /// - Parameters:
    ///   - bytes: The layer's input (untagged, as in its corpus folder).
    ///   - layer: The layer.
    /// - Returns: A report of the first broken invariant, or `nil`.
    package static func check(_ bytes: [UInt8], on layer: FuzzLayer) -> String? {
        switch layer {
        case .container:
            let input = FuzzInput(decoding: bytes)
            FuzzStatistics.record(layer, actions: input.actions.count)
            do {
                try FuzzHarness(input).run()
                return nil
            } catch {
                return "invariant violated: \(error)\ncase:\n\(input)"
            }
        case .host:
            let input = HostFuzzInput(decoding: bytes)
            FuzzStatistics.record(layer, actions: input.actions.count)
            return failure(of: { try HostFuzzHarness(input).run() }, input)
        case .swiftUI:
            return checkSwiftUI(bytes)
        case .uiKit:
            return checkUIKit(bytes)
        case .restore:
            FuzzStatistics.record(layer, actions: 1)
            return fuzzRestore(bytes).map { "restore: \($0)" }
        case .link:
            FuzzStatistics.record(layer, actions: 1)
            return fuzzLink(bytes).map { "link: \($0)" }
        }
    }

    static func failure(of run: () throws -> Void, _ input: some CustomStringConvertible) -> String? {
        do {
            try run()
            return nil
        } catch {
            return "invariant violated: \(error)\ncase:\n\(input)"
        }
    }
}
