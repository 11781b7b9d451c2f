import Foundation

// NavKit in a desktop window: feed touches and frame ticks in, apply the Scene out.
do {
    let options = try HostOptions(arguments: Array(CommandLine.arguments.dropFirst()))
    let app = try HostApp(options: options)
    app.run()
} catch HostOptions.OptionError.help {
    print(HostOptions.usage)
} catch let error as HostOptions.OptionError {
    FileHandle.standardError.write(Data("DesktopHost: \(error)\n\(HostOptions.usage)\n".utf8))
    exit(2)
} catch {
    FileHandle.standardError.write(Data("DesktopHost: \(error)\n".utf8))
    exit(1)
}
