#ifndef MIXDOWN_WAV_H
#define MIXDOWN_WAV_H

#include <stddef.h>
#include <stdint.h>

#define WAV_HEADER_SIZE 44

typedef struct {
    uint16_t channels;
    uint32_t sample_rate;
    uint16_t bits;
    uint32_t data_bytes;
} wav_format;

/* Write the canonical 44-byte PCM header for `fmt` into `out`. */
void wav_write_header(const wav_format *fmt, uint8_t out[WAV_HEADER_SIZE]);
uint32_t wav_byte_rate(const wav_format *fmt);
double wav_seconds(const wav_format *fmt);

#endif
