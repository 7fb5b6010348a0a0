#ifndef RINGBUF_H
#define RINGBUF_H

#include <stddef.h>

/* A ring of the last `cap` samples; pushing into a full ring drops the oldest. */
typedef struct {
    double *data;
    size_t cap;
    size_t head;  /* where the next sample goes */
    size_t len;
} ringbuf;

int ringbuf_init(ringbuf *rb, size_t cap);
void ringbuf_free(ringbuf *rb);
void ringbuf_push(ringbuf *rb, double value);
size_t ringbuf_len(const ringbuf *rb);
/* The i-th oldest sample (0 is the oldest); i must be < len. */
double ringbuf_get(const ringbuf *rb, size_t i);

#endif
