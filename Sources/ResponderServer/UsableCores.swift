#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// How many cores this process may run on: the default of `--threads`.
///
/// `sysconf(_SC_NPROCESSORS_ONLN)` counts the machine's online cores, and a container sees them all: `docker run
/// --cpus 2` or a Kubernetes CPU limit of 2 on a 16-core node still reads 16. The service then ran 16 libmicrohttpd
/// workers and 16 evaluating threads on two cores' worth of time, and every POST paid for the threads' fight over its
/// locks and for the quota's throttling. So the count is the smallest of:
///
/// - the online cores;
/// - the cores in the process's CPU affinity mask (`taskset`, a container's cpuset), from `Cpus_allowed_list` in
///   `/proc/self/status`;
/// - the CPU quota of the process's cgroup and of every cgroup above it, rounded up: `cpu.max` (cgroup v2, `"200000
///   100000"` is two cores, `"max 100000"` none) or `cpu.cfs_quota_us` over `cpu.cfs_period_us` (cgroup v1, `-1` is
///   none).
///
/// Where a file is missing or unreadable (not Linux, `/proc` not mounted) it limits nothing.
enum UsableCores {
    /// The count on this machine, for this process, now; at least one.
    static func count() -> Int {
        let online = Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
        return count(
            online: online, allowed: readFile("/proc/self/status").flatMap(allowedCores(status:)),
            quota: cgroupQuota())
    }

    /// The smallest of the three counts that are known, and at least one.
    static func count(online: Int, allowed: Int?, quota: Int?) -> Int {
        var cores = max(online, 1)
        if let allowed, allowed > 0 { cores = min(cores, allowed) }
        if let quota, quota > 0 { cores = min(cores, quota) }
        return cores
    }

    /// The cores in `Cpus_allowed_list` of a `/proc/PID/status` text (`"0-3,8,10-11"` is 7).
    static func allowedCores(status: String) -> Int? {
        guard
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Cpus_allowed_list:") }),
            let list = line.split(separator: ":", maxSplits: 1).last.flatMap({ words(of: $0).first })
        else { return nil }
        var count = 0
        for range in list.split(separator: ",") {
            let ends = range.split(separator: "-").map { Int($0) }
            switch ends.count {
            case 1:
                guard ends[0] != nil else { return nil }
                count += 1
            case 2:
                guard let first = ends[0], let last = ends[1], last >= first else { return nil }
                count += last - first + 1
            default:
                return nil
            }
        }
        return count > 0 ? count : nil
    }

    /// The cores a cgroup v2 `cpu.max` text allows, rounded up (`"150000 100000"` is 2); nil for `max` or a text it
    /// cannot read.
    static func quotaCores(cpuMax: String) -> Int? {
        let fields = words(of: cpuMax)
        guard fields.count == 2, let period = Int(fields[1]) else { return nil }
        return quotaCores(quota: Int(fields[0]), period: period)
    }

    /// The cores a cgroup v1 quota and period (microseconds) allow, rounded up; nil for `-1` (no quota).
    static func quotaCores(quota: Int?, period: Int) -> Int? {
        guard let quota, quota > 0, period > 0 else { return nil }
        return (quota + period - 1) / period
    }

    /// The cgroup paths of a `/proc/self/cgroup` text: the unified (v2) hierarchy's, and the v1 `cpu` controller's.
    static func cgroupPaths(_ text: String) -> (unified: String?, cpu: String?) {
        var unified: String?
        var cpu: String?
        for line in text.split(separator: "\n") {
            // hierarchy-ID:controller-list:path
            let fields = line.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
            guard fields.count == 3 else { continue }
            if fields[0] == "0" && fields[1].isEmpty {
                unified = String(fields[2])
            } else if fields[1].split(separator: ",").contains("cpu") {
                cpu = String(fields[2])
            }
        }
        return (unified, cpu)
    }

    /// The directories whose limits apply to a cgroup at `path` of a hierarchy mounted at `mount`: its own and each
    /// one above it, deepest first, then the mount itself. Inside a container the mount is the container's own cgroup
    /// (its path still names it from the host's root, and those directories do not exist there), so the mount's own
    /// limit is the container's.
    static func directories(mount: String, path: String) -> [String] {
        let parts = path.split(separator: "/")
        var directories: [String] = []
        for end in stride(from: parts.count, to: 0, by: -1) {
            directories.append(mount + "/" + parts[..<end].joined(separator: "/"))
        }
        directories.append(mount)
        return directories
    }

    /// The smallest quota over the process's cgroups, in cores; nil when none is set.
    private static func cgroupQuota() -> Int? {
        guard let text = readFile("/proc/self/cgroup") else { return nil }
        let (unified, cpu) = cgroupPaths(text)
        var smallest: Int?
        func take(_ cores: Int?) {
            guard let cores else { return }
            smallest = min(smallest ?? cores, cores)
        }
        if let unified {
            for directory in directories(mount: "/sys/fs/cgroup", path: unified) {
                take(readFile(directory + "/cpu.max").flatMap(quotaCores(cpuMax:)))
            }
        }
        if let cpu {
            for mount in ["/sys/fs/cgroup/cpu", "/sys/fs/cgroup/cpu,cpuacct"] {
                for directory in directories(mount: mount, path: cpu) {
                    guard
                        let quota = readFile(directory + "/cpu.cfs_quota_us"),
                        let period = readFile(directory + "/cpu.cfs_period_us").flatMap(number(in:))
                    else { continue }
                    take(quotaCores(quota: number(in: quota), period: period))
                }
            }
        }
        return smallest
    }

    /// The whitespace-separated words of a line or file (`/proc` and `/sys` end their values with a line break).
    private static func words<Text: StringProtocol>(of text: Text) -> [Text.SubSequence] {
        text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
    }

    /// The number a file holds alone (`"-1\n"`), or nil.
    private static func number(in text: String) -> Int? {
        let fields = words(of: text)
        return fields.count == 1 ? Int(fields[0]) : nil
    }

    /// A small text file (`/proc` and `/sys` files, which report no size), or nil when it cannot be read.
    private static func readFile(_ path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while bytes.count < 1 << 16 {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
