// "Testing transitions" needs nothing beyond the package and the interaction controller of
// "Writing an interaction controller".
import NavKit
import NavKitLaws
import NavKitProperties
import NavKitTesting
import Testing

@MainActor struct TestingTransitionsContext {}
