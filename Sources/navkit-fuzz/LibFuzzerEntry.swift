// With libFuzzer (`scripts/fuzz.sh` builds with `-DNAVKIT_LIBFUZZER`), libFuzzer supplies `main`
// and calls these; everything else is in NavKitFuzz. The pointers below are libFuzzer's C
// interface (`LLVMFuzzerInitialize`, `LLVMFuzzerTestOneInput`), the only way it hands over its
// arguments and each input; they are not a speed construct, and the input is copied into an
// array at once, so no pointer outlives the call.
#if NAVKIT_LIBFUZZER
    import Glibc
    import NavKitFuzz

    /// Called once before the first input: the per-layer counts print when libFuzzer exits.
    @_cdecl("LLVMFuzzerInitialize")
    func initialize(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>)
        -> CInt
    {
        atexit {
            MainActor.assumeIsolated { print(FuzzStatistics.report) }
        }
        return 0
    }

    /// The libFuzzer entry point: traps on the first broken invariant so libFuzzer saves the input.
    @_cdecl("LLVMFuzzerTestOneInput")
    func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
        let bytes = Array(UnsafeBufferPointer(start: data, count: size))
        // libFuzzer calls in on the main thread; the container is main-actor isolated.
        MainActor.assumeIsolated {
            if let failure = FuzzCase.check(bytes) { fatalError(failure) }
        }
        return 0
    }
#endif
