#include "check.h"
#include "ciphers.h"

int main(void)
{
    char out[64], back[64];

    CHECK_INT(caesar("Hello, World!", 3, out, sizeof out), 13);
    CHECK_STR(out, "Khoor, Zruog!");
    CHECK_INT(caesar(out, -3, back, sizeof back), 13);
    CHECK_STR(back, "Hello, World!");

    caesar("xyz", 29, out, sizeof out);
    CHECK_STR(out, "abc");
    caesar("abc", -55, out, sizeof out);
    CHECK_STR(out, "xyz");

    rot13("Why did the chicken cross the road?", out, sizeof out);
    CHECK_STR(out, "Jul qvq gur puvpxra pebff gur ebnq?");
    rot13(out, back, sizeof back);
    CHECK_STR(back, "Why did the chicken cross the road?");

    CHECK_INT(caesar("four", 1, out, 4), -1);
    CHECK_INT(caesar("four", 1, out, 5), 4);

    return finish();
}
