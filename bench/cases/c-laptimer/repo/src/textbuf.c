#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "laptimer.h"

int buf_appendf(char *buf, size_t n, const char *fmt, ...)
{
    size_t used = strlen(buf);
    if (used >= n) {
        return -1;
    }
    va_list ap;
    va_start(ap, fmt);
    int w = vsnprintf(buf + used, n - used, fmt, ap);
    va_end(ap);
    if (w < 0 || (size_t)w >= n - used) {
        buf[used] = '\0';
        return -1;
    }
    return 0;
}
