@_exported import NavKitAnimators
@_exported import NavKitCore
@_exported import NavKitInteraction
