// The fixture adapter of `scripts/standin-check.sh --self-test` (never compiled): stand-in-only
// names inside `#if os(Linux)` are fine, outside they are not.
#if os(iOS) || os(visionOS) || os(Linux)
    #if os(Linux)
        import FixtureStandIn
        let draws = Widget(width: 1).standInDraws
    #else
        import Fixture
    #endif
    // PLANTED: a stand-in-only hook used where Apple builds compile it.
    let resets = standInReset()
#endif
