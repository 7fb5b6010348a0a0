#include "check.h"
#include "ringbuf.h"

static void test_fills_up(void)
{
    ringbuf rb;
    ringbuf_init(&rb, 3);
    ringbuf_push(&rb, 1);
    ringbuf_push(&rb, 2);
    CHECK_EQ_SIZE(2, ringbuf_len(&rb));
    CHECK_EQ_DBL(1, ringbuf_get(&rb, 0));
    CHECK_EQ_DBL(2, ringbuf_get(&rb, 1));
    ringbuf_free(&rb);
}

static void test_drops_oldest_when_full(void)
{
    ringbuf rb;
    ringbuf_init(&rb, 3);
    for (int i = 1; i <= 5; i++)
        ringbuf_push(&rb, i);
    CHECK_EQ_SIZE(3, ringbuf_len(&rb));
    CHECK_EQ_DBL(3, ringbuf_get(&rb, 0));
    CHECK_EQ_DBL(5, ringbuf_get(&rb, 2));
    ringbuf_free(&rb);
}

int main(void)
{
    test_fills_up();
    test_drops_oldest_when_full();
    return CHECK_DONE();
}
