#include "../src/strbuf.h"
#include "check.h"

int main(void)
{
    char storage[8];
    strbuf sb;

    sb_init(&sb, storage, sizeof storage);
    sb_append(&sb, "lock");
    CHECK_STR(sb.data, "lock");
    CHECK(sb.len == 4);

    sb_pad(&sb, 6, '.');
    CHECK_STR(sb.data, "lock..");
    sb_pad(&sb, 3, '.');
    CHECK_STR(sb.data, "lock..");

    sb_append(&sb, "gate");
    CHECK_STR(sb.data, "lock..g");
    CHECK(sb.overflow);

    sb_init(&sb, storage, sizeof storage);
    sb_append_uint(&sb, 7, 3);
    sb_appendc(&sb, '/');
    sb_append_uint(&sb, 1234, 1);
    CHECK_STR(sb.data, "007/123");

    sb_init(&sb, storage, sizeof storage);
    sb_appendn(&sb, "towpath", 3);
    CHECK_STR(sb.data, "tow");

    CHECK_DONE("strbuf");
}
