// NavKitTesting builds on the property engine and the transition laws; a test target that
// imports it gets both.
@_exported import NavKitLaws
@_exported import NavKitProperties
