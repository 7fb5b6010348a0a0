#include "check.h"
#include "lot.h"

int main(void)
{
    Lot lot;
    char code[4];
    char label[64];

    CHECK(lot_parse("42,haddock,12.5,3", &lot) == 0);
    CHECK(lot.number == 42);
    CHECK_STR(lot.species, "haddock");
    CHECK(lot.tenths_kg == 125);
    CHECK(lot.boxes == 3);

    CHECK(lot_parse("7,ling,40,1\n", &lot) == 0);
    CHECK(lot.tenths_kg == 400);
    CHECK(lot_parse("7,ling,4.25,1", &lot) != 0);
    CHECK(lot_parse("7,,4,1", &lot) != 0);
    CHECK(lot_parse("10000,cod,4,1", &lot) != 0);
    CHECK(lot_parse("7,cod,4", &lot) != 0);
    CHECK(lot_parse("7,cod,4,0", &lot) != 0);

    lot_code("haddock", code);
    CHECK_STR(code, "HAD");
    lot_code("st peter's fish", code);
    CHECK_STR(code, "STP");
    lot_code("ox", code);
    CHECK_STR(code, "OXX");

    lot_parse("42,haddock,12.5,3", &lot);
    CHECK(lot_label(label, sizeof label, &lot) == 36);
    CHECK_STR(label, "LOT 0042 HAD HADDOCK       12.5kg x3");

    lot_parse("108,monkfish tails,128.0,12", &lot);
    lot_label(label, sizeof label, &lot);
    CHECK_STR(label, "LOT 0108 MON MONKFISH TA  128.0kg x12");

    lot_parse("3,grey gurnard,8.4,2", &lot);
    lot_label(label, sizeof label, &lot);
    CHECK_STR(label, "LOT 0003 GRE GREY GURNAR    8.4kg x2");

    lot_parse("5,cod,3,1", &lot);
    CHECK(lot_label(label, 20, &lot) == 36);
    CHECK_STR(label, "LOT 0005 COD COD   ");

    SUMMARY("test_lot");
}
