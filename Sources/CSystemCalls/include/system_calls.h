#ifndef STATEDOCS_SYSTEM_CALLS_H
#define STATEDOCS_SYSTEM_CALLS_H

#include <sys/resource.h>
#include <sys/types.h>

#include "owned_folders.h"

/// The RLIMIT_* numbers, the same on every platform from Swift (Glibc imports some of them
/// only as private enum cases).
static const int statedocs_limit_address_space = RLIMIT_AS;
static const int statedocs_limit_cpu = RLIMIT_CPU;
static const int statedocs_limit_processes = RLIMIT_NPROC;
static const int statedocs_limit_open_files = RLIMIT_NOFILE;
static const int statedocs_limit_file_size = RLIMIT_FSIZE;

/// One resource limit to apply in the child before it runs the program (RLIMIT_* number).
typedef struct {
    int resource;
    unsigned long long soft;
    unsigned long long hard;
} statedocs_rlimit;

/// Starts `path` as a new session (so its own process group, without a controlling
/// terminal) with an empty signal mask and default signal dispositions, the given resource
/// limits, only the descriptors in `fd_sources` (placed at 0, 1, 2, ... in order) and, on
/// Linux, SIGKILL when the parent dies. It first moves itself into the cgroups whose open
/// `cgroup.procs` files are `cgroup_fds` (descriptors the parent keeps; they are closed in the
/// child before the program runs), so everything the program starts is counted there. Returns 0 and the pid, or an errno value (including
/// the one `execve` failed with).
///
/// Written in C because the child between fork and exec may only call async-signal-safe
/// functions, and `prctl` is variadic (Swift cannot call it).
int statedocs_spawn(const char *path, char *const argv[], char *const envp[],
                    const int *fd_sources, int fd_count,
                    const statedocs_rlimit *limits, int limit_count,
                    const int *cgroup_fds, int cgroup_count,
                    const char *working_directory, pid_t *pid_out);

/// 1 when `pid` has ended (it is left unreaped, so its process group id stays reserved
/// and the group can still be killed safely), 0 while it runs, -1 on error.
int statedocs_has_exited(pid_t pid);

/// Swaps two paths in one atomic step (Linux renameat2 with RENAME_EXCHANGE). Returns 0, or
/// an errno value: ENOSYS or EINVAL where the kernel or file system cannot do it.
int statedocs_exchange_paths(const char *first, const char *second);

/// Makes this process the reaper of its orphaned descendants (Linux PR_SET_CHILD_SUBREAPER),
/// so a compiler job's children that outlive it can still be found and ended. 0 or errno.
int statedocs_become_subreaper(void);

/// A connected pair of close-on-exec Unix sockets that keep message boundaries
/// (SOCK_SEQPACKET). 0 or errno.
int statedocs_message_socket_pair(int fds[2]);

/// Sends one message with `fd_count` descriptors attached (SCM_RIGHTS), without SIGPIPE when
/// the other end is gone. 0 or errno.
int statedocs_send_with_descriptors(int socket, const void *bytes, size_t count, const int *fds, int fd_count);

/// The seccomp filter scenario programs and compiler jobs run under (classic BPF, an array of
/// `struct sock_filter`, as `bwrap --seccomp` reads it): EPERM for mount, namespace, ptrace,
/// keyring, module, kexec, bpf, perf and the other calls listed in seccomp_filter.c, ENOSYS for
/// clone3, and any call of another architecture refused. Copies it into `buffer` when
/// `capacity` bytes suffice; returns its size in bytes (0 where there is none: not Linux on
/// x86_64 or aarch64).
int statedocs_seccomp_filter(void *buffer, int capacity);

/// The read end of a new close-on-exec pipe holding that filter, for `bwrap --seccomp FD`
/// (which reads it to the end); or a negative errno value.
int statedocs_seccomp_filter_descriptor(void);

#endif
