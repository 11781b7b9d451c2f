import NavKitTesting

/// One fuzz execution: decode, run, report.
@MainActor
public enum FuzzCase {
    /// Runs the case the bytes decode to.
    /// - Parameter bytes: The fuzzer's input.
    /// - Returns: A report of the first broken invariant (with the decoded case), or `nil`.
    public static func check(_ bytes: [UInt8]) -> String? {
        let input = FuzzInput(decoding: bytes)
        do {
            try FuzzHarness(input).run()
            return nil
        } catch {
            return "invariant violated: \(error)\ncase:\n\(input)"
        }
    }
}

/// The libFuzzer entry point: traps on the first broken invariant so libFuzzer saves the input.
/// - Parameters:
///   - data: The input bytes.
///   - size: Their number.
/// - Returns: 0 (the input is always kept for coverage).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // libFuzzer calls in on the main thread; the container is main-actor isolated.
    MainActor.assumeIsolated {
        if let failure = FuzzCase.check(bytes) { fatalError(failure) }
    }
    return 0
}
