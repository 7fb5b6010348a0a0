#include "check.h"
#include "ledger.h"

#include <stdexcept>

using namespace windmill;

TEST(toll_is_a_sixteenth) {
    Ledger book;
    book.add({"Hobbs", "wheat", 320.0});
    const Account& a = book.account("Hobbs");
    CHECK_NEAR(a.toll_kg, 20.0, 1e-9);
    CHECK_NEAR(a.flour_kg, 300.0 * 0.78, 1e-9);
    CHECK_NEAR(a.bran_kg, 300.0 * 0.20, 1e-9);
    CHECK_EQ(a.loads, 1);
}

TEST(loads_add_up_per_customer) {
    Ledger book;
    book.add({"Hobbs", "wheat", 160.0});
    book.add({"Hobbs", "wheat", 160.0});
    book.add({"Pryor", "barley", 480.0});
    CHECK_EQ(book.account("Hobbs").loads, 2);
    CHECK_NEAR(book.account("Hobbs").grain_kg, 320.0, 1e-9);
    CHECK_NEAR(book.total_toll_kg(), 50.0, 1e-9);
    CHECK_NEAR(book.total_flour_kg(), 300.0 * 0.78 + 450.0 * 0.65, 1e-9);
    auto names = book.customers();
    CHECK_EQ(names.size(), 2u);
    CHECK_EQ(names[0], std::string("Hobbs"));
}

TEST(bad_loads_are_refused) {
    Ledger book;
    CHECK_THROWS(book.add({"Hobbs", "wheat", 0.0}));
    CHECK_THROWS(book.add({"Hobbs", "rice", 10.0}));
    CHECK_THROWS(book.account("Nobody"));
}

int main() { return check::run_all(); }
