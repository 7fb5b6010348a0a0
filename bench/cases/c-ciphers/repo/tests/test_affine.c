#include "check.h"
#include "ciphers.h"

int main(void)
{
    char out[64], back[64];

    CHECK_INT(affine_inverse(5), 21);
    CHECK_INT(affine_inverse(7), 15);
    CHECK_INT(affine_inverse(25), 25);
    CHECK_INT(affine_inverse(1), 1);
    CHECK_INT(affine_inverse(13), -1);
    CHECK_INT(affine_inverse(4), -1);

    CHECK_INT(affine_encrypt("AFFINE CIPHER", 5, 8, out, sizeof out), 13);
    CHECK_STR(out, "IHHWVC SWFRCP");
    affine_decrypt(out, 5, 8, back, sizeof back);
    CHECK_STR(back, "AFFINE CIPHER");

    affine_encrypt("Hello, World", 7, 3, out, sizeof out);
    affine_decrypt(out, 7, 3, back, sizeof back);
    CHECK_STR(back, "Hello, World");

    /* a = 1 is a Caesar shift by b */
    affine_encrypt("abc", 1, 3, out, sizeof out);
    CHECK_STR(out, "def");

    CHECK_INT(affine_encrypt("abc", 2, 3, out, sizeof out), -1);
    CHECK_INT(affine_decrypt("abc", 13, 3, out, sizeof out), -1);

    return finish();
}
