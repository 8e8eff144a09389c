#define _GNU_SOURCE
#include "system_calls.h"

#include <errno.h>
#include <fcntl.h>
#include <stddef.h>
#include <string.h>
#include <unistd.h>

#if defined(__linux__)
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>
#endif

#if defined(__linux__) && (defined(__x86_64__) || defined(__aarch64__))

#if defined(__x86_64__)
#define NATIVE_ARCH AUDIT_ARCH_X86_64
#else
#define NATIVE_ARCH AUDIT_ARCH_AARCH64
#endif

/// Namespace flags of clone(2): CLONE_NEWNS, NEWCGROUP, NEWUTS, NEWIPC, NEWUSER, NEWPID and
/// NEWNET (0x7E020000, the mask Docker's profile uses). CLONE_NEWTIME (0x80) is not here: in
/// clone(2) the low byte is the exit signal; a new time namespace needs clone3 or unshare,
/// both refused whole.
#define NAMESPACE_FLAGS 0x7E020000u

struct denied_call {
    int number;
    int error;
};

/// System calls scenario code never needs and an escape or a kernel exploit does. Taken from
/// Docker's default profile (moby/profiles/seccomp/default.json: what it allows only with
/// CAP_SYS_ADMIN, CAP_SYS_MODULE, CAP_SYS_PTRACE, CAP_SYS_BOOT, CAP_SYS_TIME, CAP_SYSLOG,
/// CAP_SYS_PACCT, CAP_SYS_RAWIO, CAP_SYS_NICE, CAP_DAC_READ_SEARCH or never, and io_uring,
/// which it dropped in 2023 as a source of kernel exploits) and Flatpak's (setup_seccomp in
/// common/flatpak-run.c: the new mount API, unshare/setns, userfaultfd, perf, TIOCSTI). Each
/// returns EPERM, as those profiles do, except clone3, which returns ENOSYS so that the C
/// library falls back to clone(2), whose flags a classic filter can read (clone3 passes them
/// in memory it cannot).
static const struct denied_call denied_calls[] = {
    // File system and mount namespace: the remount of a read-only bind, and every way to one.
    {__NR_mount, EPERM},
    {__NR_umount2, EPERM},
    {__NR_pivot_root, EPERM},
    {__NR_chroot, EPERM},
#ifdef __NR_open_tree
    {__NR_open_tree, EPERM},
    {__NR_move_mount, EPERM},
    {__NR_fsopen, EPERM},
    {__NR_fsconfig, EPERM},
    {__NR_fsmount, EPERM},
    {__NR_fspick, EPERM},
#endif
#ifdef __NR_mount_setattr
    {__NR_mount_setattr, EPERM},
#endif
    {__NR_name_to_handle_at, EPERM},
    {__NR_open_by_handle_at, EPERM},
    {__NR_quotactl, EPERM},
#ifdef __NR_quotactl_fd
    {__NR_quotactl_fd, EPERM},
#endif
    {__NR_swapon, EPERM},
    {__NR_swapoff, EPERM},
    // Namespaces: a new user namespace gives back every capability, inside it.
    {__NR_unshare, EPERM},
    {__NR_setns, EPERM},
#ifdef __NR_clone3
    {__NR_clone3, ENOSYS},
#endif
    // Other processes' memory.
    {__NR_ptrace, EPERM},
    {__NR_process_vm_readv, EPERM},
    {__NR_process_vm_writev, EPERM},
    {__NR_kcmp, EPERM},
#ifdef __NR_pidfd_getfd
    {__NR_pidfd_getfd, EPERM},
#endif
    // The kernel keyring is not namespaced.
    {__NR_keyctl, EPERM},
    {__NR_add_key, EPERM},
    {__NR_request_key, EPERM},
    // Kernel modules, kexec, reboot.
    {__NR_init_module, EPERM},
    {__NR_finit_module, EPERM},
    {__NR_delete_module, EPERM},
    {__NR_kexec_load, EPERM},
#ifdef __NR_kexec_file_load
    {__NR_kexec_file_load, EPERM},
#endif
    {__NR_reboot, EPERM},
    // Kernel attack surface with a record of exploits.
    {__NR_bpf, EPERM},
    {__NR_perf_event_open, EPERM},
    {__NR_userfaultfd, EPERM},
#ifdef __NR_io_uring_setup
    {__NR_io_uring_setup, EPERM},
    {__NR_io_uring_enter, EPERM},
    {__NR_io_uring_register, EPERM},
#endif
    {__NR_fanotify_init, EPERM},
    {__NR_lookup_dcookie, EPERM},
    // NUMA policy of memory pages (Docker: CAP_SYS_NICE).
    {__NR_mbind, EPERM},
    {__NR_set_mempolicy, EPERM},
    {__NR_get_mempolicy, EPERM},
    {__NR_migrate_pages, EPERM},
    {__NR_move_pages, EPERM},
    // The machine's clock and accounting, the kernel log.
    {__NR_settimeofday, EPERM},
    {__NR_clock_settime, EPERM},
    {__NR_clock_adjtime, EPERM},
    {__NR_adjtimex, EPERM},
    {__NR_acct, EPERM},
    {__NR_syslog, EPERM},
    {__NR_vhangup, EPERM},
#if defined(__x86_64__)
    // x86 only: port I/O and calls the kernel no longer has but still numbers.
    {__NR_iopl, EPERM},
    {__NR_ioperm, EPERM},
    {__NR_uselib, EPERM},
    {__NR_ustat, EPERM},
    {__NR_sysfs, EPERM},
    {__NR__sysctl, EPERM},
    {__NR_create_module, EPERM},
    {__NR_get_kernel_syms, EPERM},
    {__NR_query_module, EPERM},
    {__NR_nfsservctl, EPERM},
#endif
};

#define DENIED_COUNT (sizeof denied_calls / sizeof denied_calls[0])
/// Architecture check and number (4) + x32 check (2) + two per denied call + clone (5) +
/// ioctl and the final allow (6).
#define FILTER_CAPACITY (4 + 2 + 2 * DENIED_COUNT + 5 + 6)

#define ARGUMENT_LOW(index) (offsetof(struct seccomp_data, args) + 8 * (index))

static int build_filter(struct sock_filter *filter) {
    int count = 0;
#define EMIT(code, k, jt, jf) filter[count++] = (struct sock_filter)BPF_JUMP(code, k, jt, jf)
#define DENY(error) EMIT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | ((error) & SECCOMP_RET_DATA), 0, 0)
    // Another architecture's calls (i386 through int 0x80 on x86_64) have other numbers:
    // refuse them all rather than read them with this table.
    EMIT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, arch), 0, 0);
    EMIT(BPF_JMP | BPF_JEQ | BPF_K, NATIVE_ARCH, 1, 0);
    DENY(EPERM);
    EMIT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr), 0, 0);
#if defined(__x86_64__)
    // The x32 ABI: the same calls again with bit 30 set.
    EMIT(BPF_JMP | BPF_JGE | BPF_K, 0x40000000u, 0, 1);
    DENY(EPERM);
#endif
    for (size_t index = 0; index < DENIED_COUNT; index++) {
        EMIT(BPF_JMP | BPF_JEQ | BPF_K, (unsigned)denied_calls[index].number, 0, 1);
        DENY(denied_calls[index].error);
    }
    // clone(2) with a namespace flag (its flags are the first argument on both architectures).
    EMIT(BPF_JMP | BPF_JEQ | BPF_K, __NR_clone, 0, 3);
    EMIT(BPF_LD | BPF_W | BPF_ABS, ARGUMENT_LOW(0), 0, 0);
    EMIT(BPF_JMP | BPF_JSET | BPF_K, NAMESPACE_FLAGS, 0, 1);
    DENY(EPERM);
    EMIT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr), 0, 0);
    // ioctl TIOCSTI and TIOCLINUX push keystrokes into a terminal (Flatpak's CVE-2017-5226).
    EMIT(BPF_JMP | BPF_JEQ | BPF_K, __NR_ioctl, 0, 4);
    EMIT(BPF_LD | BPF_W | BPF_ABS, ARGUMENT_LOW(1), 0, 0);
    EMIT(BPF_JMP | BPF_JEQ | BPF_K, TIOCSTI, 1, 0);
    EMIT(BPF_JMP | BPF_JEQ | BPF_K, TIOCLINUX, 0, 1);
    DENY(EPERM);
    EMIT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW, 0, 0);
#undef DENY
#undef EMIT
    return count;
}

int statedocs_seccomp_filter(void *buffer, int capacity) {
    struct sock_filter filter[FILTER_CAPACITY];
    int count = build_filter(filter);
    int bytes = count * (int)sizeof(struct sock_filter);
    if (buffer && capacity >= bytes) memcpy(buffer, filter, (size_t)bytes);
    return bytes;
}

int statedocs_seccomp_filter_descriptor(void) {
    struct sock_filter filter[FILTER_CAPACITY];
    int count = build_filter(filter);
    size_t bytes = (size_t)count * sizeof(struct sock_filter);
    int ends[2];
    if (pipe2(ends, O_CLOEXEC) != 0) return -errno;
    // A few hundred bytes: far below a pipe's buffer, so the write completes at once.
    ssize_t written = write(ends[1], filter, bytes);
    int error = errno;
    close(ends[1]);
    if (written != (ssize_t)bytes) {
        close(ends[0]);
        return -(written < 0 ? error : EIO);
    }
    return ends[0];
}

#else

int statedocs_seccomp_filter(void *buffer, int capacity) {
    (void)buffer;
    (void)capacity;
    return 0;
}

int statedocs_seccomp_filter_descriptor(void) { return -ENOSYS; }

#endif
