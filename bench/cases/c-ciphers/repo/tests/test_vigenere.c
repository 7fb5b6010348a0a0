#include "check.h"
#include "ciphers.h"

int main(void)
{
    char out[64], back[64];

    CHECK_INT(vigenere_encrypt("ATTACKATDAWN", "LEMON", out, sizeof out), 12);
    CHECK_STR(out, "LXFOPVEFRNHR");
    vigenere_decrypt(out, "LEMON", back, sizeof back);
    CHECK_STR(back, "ATTACKATDAWN");

    /* spaces and punctuation pass through and do not use up the key */
    vigenere_encrypt("attack at dawn!", "LEMON", out, sizeof out);
    CHECK_STR(out, "lxfopv ef rnhr!");
    vigenere_decrypt("lxfopv ef rnhr!", "lemon", back, sizeof back);
    CHECK_STR(back, "attack at dawn!");

    /* the key's own spaces and case do not matter */
    vigenere_encrypt("ATTACKATDAWN", "le mon", out, sizeof out);
    CHECK_STR(out, "LXFOPVEFRNHR");

    CHECK_INT(vigenere_encrypt("text", "", out, sizeof out), -1);
    CHECK_INT(vigenere_encrypt("text", "1234", out, sizeof out), -1);
    CHECK_INT(vigenere_encrypt("text", "KEY", out, 4), -1);

    return finish();
}
