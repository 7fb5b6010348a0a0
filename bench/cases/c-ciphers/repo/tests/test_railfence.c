#include "check.h"
#include "ciphers.h"

int main(void)
{
    char out[64], back[64];

    CHECK_INT(railfence_encrypt("WEAREDISCOVEREDFLEEATONCE", 3, out, sizeof out), 25);
    CHECK_STR(out, "WECRLTEERDSOEEFEAOCAIVDEN");
    railfence_decrypt(out, 3, back, sizeof back);
    CHECK_STR(back, "WEAREDISCOVEREDFLEEATONCE");

    railfence_encrypt("HELLO WORLD", 2, out, sizeof out);
    CHECK_STR(out, "HLOWRDEL OL");
    railfence_decrypt(out, 2, back, sizeof back);
    CHECK_STR(back, "HELLO WORLD");

    railfence_encrypt("DEFEND THE EAST WALL", 4, out, sizeof out);
    railfence_decrypt(out, 4, back, sizeof back);
    CHECK_STR(back, "DEFEND THE EAST WALL");

    /* more rails than characters leaves the text as it was */
    railfence_encrypt("ABC", 5, out, sizeof out);
    CHECK_STR(out, "ABC");

    CHECK_INT(railfence_encrypt("ABC", 1, out, sizeof out), -1);
    CHECK_INT(railfence_decrypt("ABC", 3, out, 3), -1);

    return finish();
}
