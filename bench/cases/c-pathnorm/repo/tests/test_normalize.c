#include "check.h"
#include "pathutil.h"

static char buf[256];

static const char *norm(const char *path)
{
    int rc = path_normalize(path, buf, sizeof buf);
    if (rc != PATH_OK) {
        snprintf(buf, sizeof buf, "<error %d>", rc);
    }
    return buf;
}

int main(void)
{
    CHECK_STR(norm("a/b/c"), "a/b/c");
    CHECK_STR(norm("/usr/local/../lib"), "/usr/lib");
    CHECK_STR(norm("./a/./b/."), "a/b");
    CHECK_STR(norm("a//b///c/"), "a/b/c");
    CHECK_STR(norm("/../etc"), "/etc");
    CHECK_STR(norm("../../x/../y"), "../../y");
    CHECK_STR(norm("a/.."), ".");
    CHECK_STR(norm(""), ".");
    CHECK_STR(norm("/"), "/");
    CHECK_STR(norm("//srv//www/"), "/srv/www");

    char small[4];
    CHECK_INT(path_normalize("abcd/efg", small, sizeof small), PATH_TOO_LONG);
    CHECK_DONE("test_normalize");
}
