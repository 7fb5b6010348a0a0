#include "check.h"
#include "pathutil.h"

static char buf[256];

static const char *rel(const char *from, const char *to)
{
    int rc = path_relative(from, to, buf, sizeof buf);
    if (rc != PATH_OK) {
        snprintf(buf, sizeof buf, "<error %d>", rc);
    }
    return buf;
}

int main(void)
{
    CHECK_STR(rel("/srv/www", "/srv/www/img/logo.png"), "img/logo.png");
    CHECK_STR(rel("/srv/www/img", "/srv/data"), "../../data");
    CHECK_STR(rel("/a/b", "/a/b"), ".");
    CHECK_STR(rel("src/app", "src/lib/util"), "../lib/util");
    CHECK_STR(rel("/home//me/", "/home/me/notes//todo.txt"), "notes/todo.txt");
    CHECK_STR(rel("/x/./y/../z", "/x/w"), "../w");
    CHECK_INT(path_relative("/a", "b", buf, sizeof buf), PATH_MIXED);
    CHECK_DONE("test_relative");
}
