#include "check.h"
#include "ciphers.h"

int main(void)
{
    char out[32];

    CHECK_INT(alpha_index('A'), 0);
    CHECK_INT(alpha_index('z'), 25);
    CHECK_INT(alpha_index('m'), 12);
    CHECK_INT(alpha_index('@'), -1);
    CHECK_INT(alpha_index('['), -1);
    CHECK_INT(alpha_index('5'), -1);

    CHECK_INT(alpha_mod(27, 26), 1);
    CHECK_INT(alpha_mod(-1, 26), 25);
    CHECK_INT(alpha_mod(-52, 26), 0);
    CHECK_INT(alpha_mod(7, 3), 1);

    CHECK_INT(alpha_shift('A', 3), 'D');
    CHECK_INT(alpha_shift('y', 3), 'b');
    CHECK_INT(alpha_shift('C', -5), 'X');
    CHECK_INT(alpha_shift('q', 26 * 4), 'q');
    CHECK_INT(alpha_shift(' ', 3), ' ');

    CHECK_INT(alpha_letters("Attack at dawn!", out, sizeof out), 12);
    CHECK_STR(out, "ATTACKATDAWN");
    CHECK_INT(alpha_letters("", out, sizeof out), 0);
    CHECK_STR(out, "");
    CHECK_INT(alpha_letters("abcdef", out, 6), -1);
    CHECK_INT(alpha_letters("abcdef", out, 7), 6);

    return finish();
}
