#include "check.h"
#include "pcm.h"

static void test_gain(void) {
    CHECK_INT(1000, pcm_gain(1000, PCM_UNITY_Q8));
    CHECK_INT(500, pcm_gain(1000, 128));
    CHECK_INT(-2000, pcm_gain(-1000, 512));
    CHECK_INT(32767, pcm_gain(20000, 512));
    CHECK_INT(-32768, pcm_gain(-20000, 512));
}

static void test_gain_buf(void) {
    int16_t buf[4] = {100, -100, 30000, -30000};
    pcm_gain_buf(buf, 4, 384);
    CHECK_INT(150, buf[0]);
    CHECK_INT(-150, buf[1]);
    CHECK_INT(32767, buf[2]);
    CHECK_INT(-32768, buf[3]);
}

static void test_mix(void) {
    int16_t a[4] = {1000, -1000, 30000, -30000};
    int16_t b[4] = {234, -234, 10000, -10000};
    int16_t out[4];
    pcm_mix(a, b, out, 4);
    CHECK_INT(1234, out[0]);
    CHECK_INT(-1234, out[1]);
    CHECK_INT(32767, out[2]);
    CHECK_INT(-32768, out[3]);
}

static void test_levels(void) {
    int16_t buf[4] = {3, -4, 3, -4};
    CHECK_INT(4, pcm_peak(buf, 4));
    CHECK_NEAR(3.5355, pcm_rms(buf, 4), 1e-3);
    CHECK_NEAR(0.0, pcm_rms(buf, 0), 1e-9);
    int16_t loud[2] = {-32768, 100};
    CHECK_INT(32768, pcm_peak(loud, 2));
    CHECK_NEAR(0.0, pcm_dbfs(32768), 1e-9);
    CHECK_NEAR(-6.0206, pcm_dbfs(16384), 1e-3);
}

int main(void) {
    test_gain();
    test_gain_buf();
    test_mix();
    test_levels();
    CHECK_DONE();
}
