#include "check.h"
#include "fade.h"

static void test_fade_in(void) {
    int16_t buf[6] = {1000, 1000, 1000, 1000, 1000, 1000};
    fade_in(buf, 6, 4);
    CHECK_INT(0, buf[0]);
    CHECK_INT(250, buf[1]);
    CHECK_INT(500, buf[2]);
    CHECK_INT(750, buf[3]);
    CHECK_INT(1000, buf[4]);
}

static void test_fade_out(void) {
    int16_t buf[4] = {-1000, -1000, -1000, -1000};
    fade_out(buf, 4, 3);
    CHECK_INT(-1000, buf[0]);
    CHECK_INT(-666, buf[1]);
    CHECK_INT(-333, buf[2]);
    CHECK_INT(0, buf[3]);
}

static void test_fade_longer_than_buffer(void) {
    int16_t buf[2] = {400, 400};
    fade_in(buf, 2, 10);
    CHECK_INT(0, buf[0]);
    CHECK_INT(200, buf[1]);
}

int main(void) {
    test_fade_in();
    test_fade_out();
    test_fade_longer_than_buffer();
    CHECK_DONE();
}
