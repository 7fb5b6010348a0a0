#include <string.h>

#include "check.h"
#include "wav.h"

static void test_header(void) {
    wav_format fmt = {2, 44100, 16, 176400};
    uint8_t h[WAV_HEADER_SIZE];
    wav_write_header(&fmt, h);
    CHECK_INT(0, memcmp(h, "RIFF", 4));
    CHECK_INT(176436 & 0xff, h[4]);
    CHECK_INT(0, memcmp(h + 8, "WAVEfmt ", 8));
    CHECK_INT(2, h[22]);
    CHECK_INT(0x44, h[24]);
    CHECK_INT(0xac, h[25]);
    CHECK_INT(4, h[32]);
    CHECK_INT(16, h[34]);
    CHECK_INT(0, memcmp(h + 36, "data", 4));
}

static void test_rates(void) {
    wav_format fmt = {2, 48000, 16, 192000 * 3};
    CHECK_INT(192000, wav_byte_rate(&fmt));
    CHECK_NEAR(3.0, wav_seconds(&fmt), 1e-9);
    wav_format empty = {0, 0, 16, 10};
    CHECK_NEAR(0.0, wav_seconds(&empty), 1e-9);
}

int main(void) {
    test_header();
    test_rates();
    CHECK_DONE();
}
