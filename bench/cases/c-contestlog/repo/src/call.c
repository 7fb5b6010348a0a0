#include "call.h"

#include <ctype.h>
#include <string.h>

#include "strutil.h"

size_t call_prefix(const char *call, char *out, size_t cap) {
    /* the prefix runs to the end of the first digits that follow a letter */
    size_t len = strlen(call);
    size_t end = 0;
    for (size_t i = 1; i < len; i++) {
        if (isdigit((unsigned char)call[i]) && isalpha((unsigned char)call[i - 1])) {
            end = i + 1;
            while (end < len && isdigit((unsigned char)call[end])) {
                end++;
            }
            break;
        }
    }
    if (end == 0) {
        end = len < 2 ? len : 2;
    }
    char buf[16];
    if (end >= sizeof buf) {
        end = sizeof buf - 1;
    }
    memcpy(buf, call, end);
    buf[end] = '\0';
    return str_copy(out, cap, buf);
}
