#define _GNU_SOURCE
#include "owned_folders.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/// Each level of a tree holds one descriptor while its children are visited: deeper trees
/// (which only a hand-made cache has) are left in place rather than run out of descriptors.
#define MAX_DEPTH 128

static const int folder_flags = O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC;

/// Opens `name` in `parent` as a folder, never through a link.
static int open_child(int parent, const char *name, int create) {
    for (int attempt = 0; attempt < 3; attempt++) {
        int fd = openat(parent, name, folder_flags);
        if (fd >= 0) return fd;
        int code = errno;
        if (!create) return -code;
        if (code == ELOOP || code == ENOTDIR) {
            // A link (or a file) where statedocs keeps a folder: removed as a link.
            if (unlinkat(parent, name, 0) != 0 && errno != ENOENT) return -errno;
        } else if (code != ENOENT) {
            return -code;
        }
        if (mkdirat(parent, name, 0755) != 0 && errno != EEXIST) return -errno;
    }
    return -ELOOP;
}

int statedocs_open_owned_folder(const char *base, const char *relative, int create) {
    int fd = open(base, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0) return -errno;
    char *copy = strdup(relative);
    if (copy == NULL) { close(fd); return -ENOMEM; }
    char *state = NULL;
    for (char *name = strtok_r(copy, "/", &state); name != NULL; name = strtok_r(NULL, "/", &state)) {
        if (strcmp(name, ".") == 0) continue;
        if (strcmp(name, "..") == 0) { close(fd); free(copy); return -EINVAL; }
        int next = open_child(fd, name, create);
        close(fd);
        if (next < 0) { free(copy); return next; }
        fd = next;
    }
    free(copy);
    return fd;
}

/// The names in the folder (without `.` and `..`), read before any is removed, with their
/// type as the listing gives it (DT_UNKNOWN where the file system does not say) in `types`;
/// NULL on failure. `*count` receives their number; free each name, the array and `*types`.
static char **list_names(int folder, size_t *count, unsigned char **types) {
    int fd = dup(folder);
    if (fd < 0) return NULL;
    DIR *listing = fdopendir(fd);
    if (listing == NULL) { close(fd); return NULL; }
    size_t capacity = 16, used = 0;
    char **names = malloc(capacity * sizeof(char *));
    unsigned char *kinds = malloc(capacity);
    struct dirent *entry;
    while (names != NULL && kinds != NULL && (entry = readdir(listing)) != NULL) {
        if (strcmp(entry->d_name, ".") == 0 || strcmp(entry->d_name, "..") == 0) continue;
        if (used == capacity) {
            capacity *= 2;
            char **grown = realloc(names, capacity * sizeof(char *));
            if (grown == NULL) break;
            names = grown;
            unsigned char *grownKinds = realloc(kinds, capacity);
            if (grownKinds == NULL) break;
            kinds = grownKinds;
        }
        kinds[used] = entry->d_type;
        names[used++] = strdup(entry->d_name);
    }
    closedir(listing);
    if (names == NULL || kinds == NULL) {
        free(names);
        free(kinds);
        errno = ENOMEM;
        return NULL;
    }
    *count = used;
    *types = kinds;
    return names;
}

static void free_names(char **names, size_t count, unsigned char *types) {
    for (size_t index = 0; index < count; index++) free(names[index]);
    free(names);
    free(types);
}

static int remove_entry(int folder, const char *name, int depth) {
    struct stat info;
    if (fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) != 0) return errno == ENOENT ? 0 : errno;
    if (!S_ISDIR(info.st_mode)) return unlinkat(folder, name, 0) == 0 || errno == ENOENT ? 0 : errno;
    if (depth >= MAX_DEPTH) return ELOOP;
    int child = openat(folder, name, folder_flags);
    if (child < 0) return errno;
    size_t count = 0;
    unsigned char *types = NULL;
    char **names = list_names(child, &count, &types);
    int result = names == NULL ? errno : 0;
    for (size_t index = 0; index < count; index++) {
        int code = remove_entry(child, names[index], depth + 1);
        if (code != 0) result = code;
    }
    if (names != NULL) free_names(names, count, types);
    close(child);
    if (unlinkat(folder, name, AT_REMOVEDIR) != 0 && errno != ENOENT) return result != 0 ? result : errno;
    return result;
}

int statedocs_remove_entry_at(int folder, const char *name) {
    return remove_entry(folder, name, 0);
}

static int remove_links(int folder, int depth) {
    if (depth >= MAX_DEPTH) return ELOOP;
    size_t count = 0;
    unsigned char *types = NULL;
    char **names = list_names(folder, &count, &types);
    if (names == NULL) return errno;
    int result = 0;
    for (size_t index = 0; index < count; index++) {
        struct stat info;
        info.st_mode = types[index] == DT_LNK ? S_IFLNK : types[index] == DT_DIR ? S_IFDIR : S_IFREG;
        // Only an unknown type costs a stat: a site's spare holds thousands of files.
        if (types[index] == DT_UNKNOWN && fstatat(folder, names[index], &info, AT_SYMLINK_NOFOLLOW) != 0) continue;
        if (S_ISLNK(info.st_mode)) {
            if (unlinkat(folder, names[index], 0) != 0 && errno != ENOENT) result = errno;
        } else if (S_ISDIR(info.st_mode)) {
            int child = openat(folder, names[index], folder_flags);
            if (child < 0) { result = errno; continue; }
            int code = remove_links(child, depth + 1);
            if (code != 0) result = code;
            close(child);
        }
    }
    free_names(names, count, types);
    return result;
}

int statedocs_remove_links_at(int folder) {
    return remove_links(folder, 0);
}
