#ifndef STATEDOCS_OWNED_FOLDERS_H
#define STATEDOCS_OWNED_FOLDERS_H

/// Folders statedocs keeps (the site, its staging folders, the whole cache) sit in a checkout
/// that a pull request controls, and git keeps symbolic links: every path below is reached
/// from a directory descriptor one name at a time, with O_NOFOLLOW, so a link committed where
/// statedocs keeps a folder is removed as a link, never followed. `base` is the folder the
/// caller trusts (the checkout, or the folder an --output is in); `relative` names the owned
/// path inside it (no `..`). Negative values are -errno.

/// A descriptor for the folder `base/relative`. With `create`, missing folders are made and a
/// link or file where a folder belongs is removed first; without it, a link is ELOOP.
int statedocs_open_owned_folder(const char *base, const char *relative, int create);

/// Removes the entry `name` in the folder `folder` without following links: a link or file
/// is unlinked, a folder emptied the same way and removed. 0 or errno.
int statedocs_remove_entry_at(int folder, const char *name);

/// Removes every symbolic link in the tree of the folder `folder` (not following any). 0 or
/// errno (the tree may then hold links still).
int statedocs_remove_links_at(int folder);

#endif
