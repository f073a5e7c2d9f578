import Testing

@testable import ResponderServer

/// The default of `--threads`: the cores the process may use, from the online count, the affinity mask and the
/// cgroup CPU quota, as Linux writes them.
@Suite struct UsableCoresTests {
    @Test(
        arguments: [
            ("Name:\tx\nCpus_allowed:\t3\nCpus_allowed_list:\t0-1\nMems_allowed_list:\t0\n", 2),
            ("Cpus_allowed_list:\t0\n", 1),
            ("Cpus_allowed_list:\t0-3,8,10-11\n", 7),
            ("Cpus_allowed_list:\t5\n", 1),
            ("Cpus_allowed_list:\t0-63\n", 64),
        ])
    func theAffinityListIsCounted(status: String, cores: Int) {
        #expect(UsableCores.allowedCores(status: status) == cores)
    }

    @Test(arguments: ["Name:\tx\n", "Cpus_allowed_list:\t\n", "Cpus_allowed_list:\t3-1\n", "Cpus_allowed_list:\tx\n"])
    func anAffinityListItCannotReadLimitsNothing(status: String) {
        #expect(UsableCores.allowedCores(status: status) == nil)
    }

    @Test(
        arguments: [
            ("200000 100000\n", 2), ("100000 100000", 1), ("150000 100000\n", 2), ("50000 100000\n", 1),
            ("1 100000\n", 1), ("400000 50000\n", 8),
        ])
    func aQuotaIsRoundedUpToWholeCores(cpuMax: String, cores: Int) {
        #expect(UsableCores.quotaCores(cpuMax: cpuMax) == cores)
    }

    @Test(arguments: ["max 100000\n", "max\n", "", "0 100000", "200000 0", "a b"])
    func noQuotaLimitsNothing(cpuMax: String) {
        #expect(UsableCores.quotaCores(cpuMax: cpuMax) == nil)
    }

    @Test func cgroupV1QuotaOfMinusOneIsNoQuota() {
        #expect(UsableCores.quotaCores(quota: -1, period: 100_000) == nil)
        #expect(UsableCores.quotaCores(quota: 250_000, period: 100_000) == 3)
        #expect(UsableCores.quotaCores(quota: nil, period: 100_000) == nil)
    }

    @Test func theCgroupPathsAreFoundInEitherHierarchy() {
        let hybrid = "9:name=systemd:/\n4:memory:/pods/a\n2:cpuacct:/\n1:cpu:/libpod_parent/libpod-1\n0::/\n"
        #expect(UsableCores.cgroupPaths(hybrid).unified == "/")
        #expect(UsableCores.cgroupPaths(hybrid).cpu == "/libpod_parent/libpod-1")
        let joined = "3:cpu,cpuacct:/docker/abc\n"
        #expect(UsableCores.cgroupPaths(joined).unified == nil)
        #expect(UsableCores.cgroupPaths(joined).cpu == "/docker/abc")
        let unified = "0::/system.slice/responder-lab.service\n"
        #expect(UsableCores.cgroupPaths(unified).unified == "/system.slice/responder-lab.service")
        #expect(UsableCores.cgroupPaths(unified).cpu == nil)
    }

    @Test func everyCgroupAboveTheProcessIsRead() {
        #expect(
            UsableCores.directories(mount: "/sys/fs/cgroup", path: "/kubepods/pod1/c2") == [
                "/sys/fs/cgroup/kubepods/pod1/c2", "/sys/fs/cgroup/kubepods/pod1", "/sys/fs/cgroup/kubepods",
                "/sys/fs/cgroup",
            ])
        #expect(UsableCores.directories(mount: "/sys/fs/cgroup", path: "/") == ["/sys/fs/cgroup"])
    }

    @Test(
        arguments: [
            (16, 16, nil, 16),  // a plain machine
            (16, 16, 2, 2),  // docker run --cpus 2 on a 16-core host
            (16, 4, nil, 4),  // taskset -c 0-3
            (16, 4, 2, 2), (16, 1, 8, 1), (2, 2, 3, 2),  // a quota above the cores limits nothing
            (0, nil, nil, 1),  // sysconf failed
        ] as [(Int, Int?, Int?, Int)])
    func theSmallestKnownCountWins(online: Int, allowed: Int?, quota: Int?, cores: Int) {
        #expect(UsableCores.count(online: online, allowed: allowed, quota: quota) == cores)
    }

    @Test func thisProcessHasAtLeastOneCore() {
        #expect(UsableCores.count() >= 1)
        #expect(ServerConfiguration().threads == UsableCores.count())
    }
}
