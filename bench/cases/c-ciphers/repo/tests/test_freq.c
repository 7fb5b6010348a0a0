#include "check.h"
#include "ciphers.h"
#include "sample.h"

int main(void)
{
    char cipher[sizeof SAMPLE];
    char key[16];
    int counts[ALPHA_LEN];

    CHECK_INT(freq_count("Hello, World", counts), 10);
    CHECK_INT(counts[alpha_index('l')], 3);
    CHECK_INT(counts[alpha_index('o')], 2);
    CHECK_INT(counts[alpha_index('z')], 0);

    CHECK_NEAR(freq_index_of_coincidence("AAAA"), 1.0, 1e-9);
    CHECK_NEAR(freq_index_of_coincidence("ABCD"), 0.0, 1e-9);
    CHECK_NEAR(freq_index_of_coincidence("A"), 0.0, 1e-9);
    /* English runs at about 0.066, random letters at 1/26 = 0.038 */
    CHECK(freq_index_of_coincidence(SAMPLE) > 0.06);

    CHECK(freq_english_score("the sea sand") > freq_english_score("qjx zvk wyb"));

    caesar(SAMPLE, 3, cipher, sizeof cipher);
    CHECK_INT(caesar_crack(cipher), 3);
    caesar(SAMPLE, 17, cipher, sizeof cipher);
    CHECK_INT(caesar_crack(cipher), 17);
    CHECK_INT(caesar_crack(SAMPLE), 0);

    vigenere_encrypt(SAMPLE, "GOLDBUG", cipher, sizeof cipher);
    CHECK_INT(vigenere_crack(cipher, 7, key, sizeof key), 7);
    CHECK_STR(key, "GOLDBUG");
    vigenere_encrypt(SAMPLE, "KIDD", cipher, sizeof cipher);
    CHECK_INT(vigenere_crack(cipher, 4, key, sizeof key), 4);
    CHECK_STR(key, "KIDD");
    CHECK_INT(vigenere_crack(cipher, 4, key, 4), -1);

    return finish();
}
