#include "../src/ini.h"
#include "check.h"

static const char *CONFIG =
    "; service settings\n"
    "name = demo\n"
    "\n"
    "[Server]\n"
    "host = example.invalid\n"
    "port = 8080\n"
    "tls = Yes\n"
    "\n"
    "[client]\n"
    "retries = 0x10\n"
    "greeting = \"  hello there  \"\r\n"
    "PORT = 9090\n"
    "# a later duplicate wins\n"
    "retries = 3\n";

static void test_values_by_section(void) {
    ini_doc doc;
    ini_error err;
    CHECK_INT(ini_parse(&doc, CONFIG, &err), 0);
    CHECK_STR(ini_get(&doc, "", "name"), "demo");
    CHECK_STR(ini_get(&doc, "server", "host"), "example.invalid");
    CHECK_STR(ini_get(&doc, "server", "port"), "8080");
    CHECK_STR(ini_get(&doc, "client", "port"), "9090");
    CHECK_STR(ini_get(&doc, "client", "greeting"), "  hello there  ");
    CHECK(ini_get(&doc, "server", "retries") == NULL);
    CHECK(ini_get(&doc, "nosuch", "host") == NULL);
    ini_free(&doc);
}

static void test_typed_values(void) {
    ini_doc doc;
    CHECK_INT(ini_parse(&doc, CONFIG, NULL), 0);
    CHECK_INT(ini_get_long(&doc, "Server", "port", -1), 8080);
    CHECK_INT(ini_get_long(&doc, "client", "retries", -1), 3);
    CHECK_INT(ini_get_long(&doc, "server", "host", -1), -1);
    CHECK_INT(ini_get_bool(&doc, "server", "tls", 0), 1);
    CHECK_INT(ini_get_bool(&doc, "server", "host", 7), 7);
    ini_free(&doc);
}

static void test_section_size(void) {
    ini_doc doc;
    CHECK_INT(ini_parse(&doc, CONFIG, NULL), 0);
    CHECK_INT(ini_section_size(&doc, "SERVER"), 3);
    CHECK_INT(ini_section_size(&doc, "client"), 3);
    CHECK_INT(ini_section_size(&doc, ""), 1);
    ini_free(&doc);
}

static void test_errors(void) {
    ini_doc doc;
    ini_error err;
    CHECK_INT(ini_parse(&doc, "[ok]\na = 1\n[broken\n", &err), -1);
    CHECK_INT(err.line, 3);
    CHECK_STR(err.message, "unclosed section header");
    CHECK_INT(ini_parse(&doc, "a = 1\njust words\n", &err), -1);
    CHECK_INT(err.line, 2);
    CHECK_INT(ini_parse(&doc, " = 1\n", &err), -1);
    CHECK_STR(err.message, "empty key");
}

int main(void) {
    RUN(test_values_by_section);
    RUN(test_typed_values);
    RUN(test_section_size);
    RUN(test_errors);
    return SUMMARY("test_ini");
}
