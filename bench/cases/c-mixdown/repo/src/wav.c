#include "wav.h"

#include <string.h>

static void put_le16(uint8_t *p, uint16_t v) {
    p[0] = (uint8_t)(v & 0xff);
    p[1] = (uint8_t)(v >> 8);
}

static void put_le32(uint8_t *p, uint32_t v) {
    p[0] = (uint8_t)(v & 0xff);
    p[1] = (uint8_t)((v >> 8) & 0xff);
    p[2] = (uint8_t)((v >> 16) & 0xff);
    p[3] = (uint8_t)(v >> 24);
}

uint32_t wav_byte_rate(const wav_format *fmt) {
    return fmt->sample_rate * fmt->channels * (fmt->bits / 8u);
}

double wav_seconds(const wav_format *fmt) {
    uint32_t rate = wav_byte_rate(fmt);
    return rate == 0 ? 0.0 : (double)fmt->data_bytes / (double)rate;
}

void wav_write_header(const wav_format *fmt, uint8_t out[WAV_HEADER_SIZE]) {
    memcpy(out, "RIFF", 4);
    put_le32(out + 4, 36u + fmt->data_bytes);
    memcpy(out + 8, "WAVE", 4);
    memcpy(out + 12, "fmt ", 4);
    put_le32(out + 16, 16u);
    put_le16(out + 20, 1u); /* PCM */
    put_le16(out + 22, fmt->channels);
    put_le32(out + 24, fmt->sample_rate);
    put_le32(out + 28, wav_byte_rate(fmt));
    put_le16(out + 32, (uint16_t)(fmt->channels * (fmt->bits / 8u)));
    put_le16(out + 34, fmt->bits);
    memcpy(out + 36, "data", 4);
    put_le32(out + 40, fmt->data_bytes);
}
