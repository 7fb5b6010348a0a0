#include "ringbuf.h"

#include <stdlib.h>

int ringbuf_init(ringbuf *rb, size_t cap)
{
    rb->data = calloc(cap, sizeof *rb->data);
    rb->cap = cap;
    rb->head = 0;
    rb->len = 0;
    return rb->data ? 0 : -1;
}

void ringbuf_free(ringbuf *rb)
{
    free(rb->data);
    rb->data = NULL;
    rb->cap = rb->len = rb->head = 0;
}

void ringbuf_push(ringbuf *rb, double value)
{
    rb->data[rb->head] = value;
    rb->head = (rb->head + 1) % rb->cap;
    if (rb->len < rb->cap)
        rb->len++;
}

size_t ringbuf_len(const ringbuf *rb)
{
    return rb->len;
}

double ringbuf_get(const ringbuf *rb, size_t i)
{
    size_t oldest = (rb->head + rb->cap - rb->len) % rb->cap;
    return rb->data[(oldest + i) % rb->cap];
}
