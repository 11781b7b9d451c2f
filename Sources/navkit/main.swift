import Foundation
import NavKitCommandLine

exit(NavKitTool().run(Array(CommandLine.arguments.dropFirst())))
