#define _GNU_SOURCE
#include "system_calls.h"

#include <errno.h>
#include <string.h>
#include <sys/socket.h>

#define STATEDOCS_MAX_PASSED_FDS 8

int statedocs_message_socket_pair(int fds[2]) {
    int type = SOCK_SEQPACKET;
#if defined(SOCK_CLOEXEC)
    type |= SOCK_CLOEXEC;
#endif
    return socketpair(AF_UNIX, type, 0, fds) == 0 ? 0 : errno;
}

// In C: the CMSG_* macros that lay out the descriptors are not visible to Swift.
int statedocs_send_with_descriptors(int socket, const void *bytes, size_t count, const int *fds, int fd_count) {
    if (fd_count < 0 || fd_count > STATEDOCS_MAX_PASSED_FDS) return EINVAL;
    union {
        char buffer[CMSG_SPACE(sizeof(int) * STATEDOCS_MAX_PASSED_FDS)];
        struct cmsghdr align;
    } control;
    memset(&control, 0, sizeof control);
    struct iovec vector = {(void *)bytes, count};
    struct msghdr message;
    memset(&message, 0, sizeof message);
    message.msg_iov = &vector;
    message.msg_iovlen = 1;
    if (fd_count > 0) {
        message.msg_control = control.buffer;
        message.msg_controllen = CMSG_SPACE(sizeof(int) * (size_t)fd_count);
        struct cmsghdr *header = CMSG_FIRSTHDR(&message);
        header->cmsg_level = SOL_SOCKET;
        header->cmsg_type = SCM_RIGHTS;
        header->cmsg_len = CMSG_LEN(sizeof(int) * (size_t)fd_count);
        memcpy(CMSG_DATA(header), fds, sizeof(int) * (size_t)fd_count);
    }
    int flags = 0;
#if defined(MSG_NOSIGNAL)
    flags |= MSG_NOSIGNAL;
#endif
    ssize_t sent;
    do {
        sent = sendmsg(socket, &message, flags);
    } while (sent < 0 && errno == EINTR);
    return sent == (ssize_t)count ? 0 : (sent < 0 ? errno : EMSGSIZE);
}
