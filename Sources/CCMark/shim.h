#ifndef STATEDOCS_CCMARK_SHIM_H
#define STATEDOCS_CCMARK_SHIM_H
#include <cmark.h>
#endif
