#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The few operating-system services the engine needs, without Foundation
/// (internal): a monotonic clock, the number of processors, and whole-file
/// reads and atomic writes for the failure database.
enum Platform {
    /// Whether files can be read and written on this platform.
    static var hasFileSystem: Bool {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
            true
        #else
            false
        #endif
    }

    /// Nanoseconds on a monotonic clock with an arbitrary origin.
    static func monotonicNanoseconds() -> UInt64 {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
            var time = timespec()
            clock_gettime(CLOCK_MONOTONIC, &time)
            return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
        #else
            return 0
        #endif
    }

    /// The number of processors online (at least 1).
    static var processorCount: Int {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
            return max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
        #else
            return 1
        #endif
    }

    /// The contents of the file at `path`, or `nil` if it cannot be read.
    static func readFile(atPath path: String) -> String? {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
            guard let file = fopen(path, "rb") else { return nil }
            defer { fclose(file) }
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 4_096)
            while true {
                let count = fread(&buffer, 1, buffer.count, file)
                if count > 0 { bytes.append(contentsOf: buffer[0..<count]) }
                if count < buffer.count { break }
            }
            guard ferror(file) == 0 else { return nil }
            return String(decoding: bytes, as: UTF8.self)
        #else
            return nil
        #endif
    }

    /// Writes `contents` to `path` through a temporary file and a rename, so
    /// a reader never sees a half-written file.
    static func writeFileAtomically(atPath path: String, contents: String) -> Bool {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
            let temporary = "\(path).\(getpid()).\(monotonicNanoseconds()).tmp"
            guard let file = fopen(temporary, "wb") else { return false }
            let bytes = Array(contents.utf8)
            let written = bytes.isEmpty ? 0 : fwrite(bytes, 1, bytes.count, file)
            let closed = fclose(file) == 0
            guard written == bytes.count, closed, rename(temporary, path) == 0 else {
                unlink(temporary)
                return false
            }
            return true
        #else
            return false
        #endif
    }

    /// Removes the file at `path`; whether it is gone.
    @discardableResult
    static func removeFile(atPath path: String) -> Bool {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
            return unlink(path) == 0 || errno == ENOENT
        #else
            return false
        #endif
    }

    /// Creates the directory `path` and any missing parents; whether it
    /// exists afterwards.
    static func createDirectories(atPath path: String) -> Bool {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
            var prefix = path.hasPrefix("/") ? "/" : ""
            for component in path.split(separator: "/") {
                prefix += component
                if mkdir(prefix, 0o755) != 0 && errno != EEXIST { return false }
                prefix += "/"
            }
            var status = stat()
            return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
        #else
            return false
        #endif
    }
}
