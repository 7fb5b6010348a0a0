#include "check.h"
#include "textbuf.h"

int main(void)
{
    char mem[12];
    TextBuf tb;

    tb_init(&tb, mem, sizeof mem);
    tb_puts(&tb, "cod");
    tb_putc(&tb, ' ');
    tb_uint(&tb, 7, 3, '0');
    CHECK_STR(mem, "cod 007");
    CHECK(tb.len == 7);

    tb_puts(&tb, " ling");
    CHECK_STR(mem, "cod 007 lin");
    CHECK(tb.len == 11);
    CHECK(tb.dropped == 1);

    tb_init(&tb, mem, sizeof mem);
    tb_putn(&tb, "haddock", 3);
    tb_pad(&tb, 6);
    tb_putc(&tb, '|');
    CHECK_STR(mem, "had   |");

    tb_init(&tb, mem, sizeof mem);
    tb_puts(&tb, "pollock");
    tb_pad(&tb, 4);
    CHECK_STR(mem, "pollock");

    tb_init(&tb, mem, sizeof mem);
    tb_tenths(&tb, 125);
    tb_putc(&tb, ' ');
    tb_tenths(&tb, 7);
    CHECK_STR(mem, "12.5 0.7");

    tb_init(&tb, mem, sizeof mem);
    tb_uint(&tb, 123456, 2, ' ');
    tb_uint(&tb, 9, 3, ' ');
    CHECK_STR(mem, "123456  9");

    SUMMARY("test_textbuf");
}
