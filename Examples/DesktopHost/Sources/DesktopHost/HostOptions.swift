/// Command-line options of the desktop host.
struct HostOptions {
    var width = 390
    var height = 760
    var rightToLeft = false
    var edgeOnly = false
    var reduceMotion = false
    var software = false
    /// A file the host reads and deletes every frame; each line is a command (see `README.md`).
    var commandFile: String?
    /// Where screenshots go (BMP files).
    var shotDirectory = "."
    var fontDirectory: String?
    /// Quit after this many seconds (a safety net for scripted runs).
    var quitAfter: Double?

    static let usage = """
        usage: DesktopHost [--size WxH] [--rtl] [--edge-only] [--reduce-motion] [--software]
                           [--commands FILE] [--shots DIR] [--fonts DIR] [--quit-after SECONDS]
        keys: p push, b back button, Esc / Alt+Left / Cmd+[ back, m Reduce Motion,
              r right-to-left, f fullscreen/edge-only, s screenshot, q quit
        """

    init(arguments: [String]) throws(OptionError) {
        var rest = arguments[...]
        func value(_ flag: String) throws(OptionError) -> String {
            guard let next = rest.popFirst() else { throw .missingValue(flag) }
            return next
        }
        while let flag = rest.popFirst() {
            switch flag {
            case "--size":
                let text = try value(flag)
                let parts = text.split(separator: "x").compactMap { Int($0) }
                guard parts.count == 2, parts.allSatisfy({ $0 >= 200 && $0 <= 4000 }) else {
                    throw .badValue(flag, text)
                }
                width = parts[0]
                height = parts[1]
            case "--rtl": rightToLeft = true
            case "--edge-only": edgeOnly = true
            case "--reduce-motion": reduceMotion = true
            case "--software": software = true
            case "--commands": commandFile = try value(flag)
            case "--shots": shotDirectory = try value(flag)
            case "--fonts": fontDirectory = try value(flag)
            case "--quit-after":
                let text = try value(flag)
                guard let seconds = Double(text), seconds > 0 else { throw .badValue(flag, text) }
                quitAfter = seconds
            case "-h", "--help": throw .help
            default: throw .unknown(flag)
            }
        }
    }

    enum OptionError: Error {
        case missingValue(String)
        case badValue(String, String)
        case unknown(String)
        case help
    }
}
