#define _GNU_SOURCE
#include "system_calls.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdint.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>
#if defined(__linux__)
#include <sys/prctl.h>
#endif

#define STATEDOCS_MAX_FDS 16

static void fail_child(int error_fd, int error) {
    ssize_t ignored = write(error_fd, &error, sizeof error);
    (void)ignored;
    _exit(127);
}

/// Closes every descriptor from `first` on.
static void close_from(int first) {
#if defined(__linux__) && defined(SYS_close_range)
    if (syscall(SYS_close_range, (unsigned)first, ~0U, 0) == 0) return;
#endif
    struct rlimit limit;
    long last = 65536;
    if (getrlimit(RLIMIT_NOFILE, &limit) == 0 && limit.rlim_cur != RLIM_INFINITY && (long)limit.rlim_cur < last)
        last = (long)limit.rlim_cur;
    for (long fd = first; fd < last; fd++) close((int)fd);
}

int statedocs_spawn(const char *path, char *const argv[], char *const envp[],
                    const int *fd_sources, int fd_count,
                    const statedocs_rlimit *limits, int limit_count,
                    const int *cgroup_fds, int cgroup_count,
                    const char *working_directory, pid_t *pid_out) {
    if (fd_count < 0 || fd_count > STATEDOCS_MAX_FDS) return EINVAL;
    int error_pipe[2];
#if defined(__linux__)
    if (pipe2(error_pipe, O_CLOEXEC) != 0) return errno;
#else
    if (pipe(error_pipe) != 0) return errno;
    fcntl(error_pipe[0], F_SETFD, FD_CLOEXEC);
    fcntl(error_pipe[1], F_SETFD, FD_CLOEXEC);
#endif
    pid_t parent = getpid();
    pid_t pid = fork();
    if (pid < 0) {
        int error = errno;
        close(error_pipe[0]);
        close(error_pipe[1]);
        return error;
    }
    if (pid == 0) {
        int error_fd = error_pipe[1];
        if (setsid() < 0) fail_child(error_fd, errno);
#if defined(__linux__)
        if (prctl(PR_SET_PDEATHSIG, SIGKILL) != 0) fail_child(error_fd, errno);
        // The parent may have died before the line above took effect.
        if (getppid() != parent) _exit(127);
#else
        (void)parent;
#endif
        // Dispositions set to "ignore" and the blocked mask survive exec: reset both, so the
        // program (and everything it starts) can be stopped by SIGTERM and SIGINT.
        struct sigaction standard;
        standard.sa_handler = SIG_DFL;
        standard.sa_flags = 0;
        sigemptyset(&standard.sa_mask);
        for (int signal_number = 1; signal_number < NSIG; signal_number++) {
            if (signal_number == SIGKILL || signal_number == SIGSTOP) continue;
            sigaction(signal_number, &standard, NULL);
        }
        sigset_t empty;
        sigemptyset(&empty);
        if (sigprocmask(SIG_SETMASK, &empty, NULL) != 0) fail_child(error_fd, errno);

        // Into the run's cgroups before anything else starts (the descriptors
        // are closed below with every other one the parent holds): "0" names the writer itself.
        for (int index = 0; index < cgroup_count; index++) {
            if (write(cgroup_fds[index], "0", 1) != 1) fail_child(error_fd, errno);
        }

        // Move the sources out of the way of their targets, then into place.
        int base = fd_count + 3 > 64 ? fd_count + 3 : 64;
        int moved[STATEDOCS_MAX_FDS];
        for (int index = 0; index < fd_count; index++) {
            moved[index] = fcntl(fd_sources[index], F_DUPFD_CLOEXEC, base);
            if (moved[index] < 0) fail_child(error_fd, errno);
        }
        int error_target = fcntl(error_fd, F_DUPFD_CLOEXEC, base);
        if (error_target < 0) fail_child(error_fd, errno);
        error_fd = error_target;
        for (int index = 0; index < fd_count; index++) {
            if (dup2(moved[index], index) < 0) fail_child(error_fd, errno);
        }
        // Nothing else the parent holds (cache files, other runs' pipes) reaches the program.
        int keep = fd_count;
        if (dup2(error_fd, keep) < 0) fail_child(error_fd, errno);
        fcntl(keep, F_SETFD, FD_CLOEXEC);
        error_fd = keep;
        close_from(keep + 1);

        for (int index = 0; index < limit_count; index++) {
            struct rlimit limit = {(rlim_t)limits[index].soft, (rlim_t)limits[index].hard};
            if (setrlimit(limits[index].resource, &limit) != 0) fail_child(error_fd, errno);
        }
        if (working_directory && chdir(working_directory) != 0) fail_child(error_fd, errno);
        execve(path, argv, envp);
        fail_child(error_fd, errno);
    }
    close(error_pipe[1]);
    int child_error = 0;
    ssize_t count;
    do {
        count = read(error_pipe[0], &child_error, sizeof child_error);
    } while (count < 0 && errno == EINTR);
    close(error_pipe[0]);
    if (count == (ssize_t)sizeof child_error) {
        int status;
        while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {}
        return child_error ? child_error : ECHILD;
    }
    *pid_out = pid;
    return 0;
}

int statedocs_has_exited(pid_t pid) {
    siginfo_t info;
    info.si_pid = 0;
    if (waitid(P_PID, (id_t)pid, &info, WEXITED | WNOHANG | WNOWAIT) != 0) return errno == EINTR ? 0 : -1;
    return info.si_pid == pid ? 1 : 0;
}

int statedocs_become_subreaper(void) {
#if defined(__linux__)
    return prctl(PR_SET_CHILD_SUBREAPER, 1) == 0 ? 0 : errno;
#else
    return ENOSYS;
#endif
}
