#ifndef PYRO_TIMECODE_H
#define PYRO_TIMECODE_H

#include <stddef.h>

/* Show time as "mm:ss.mmm" from the start of the soundtrack, in milliseconds. */
long tc_parse(const char *text);               /* -1 if malformed */
void tc_format(long ms, char *buf, size_t n);  /* "01:23.500" */

#endif
