// The miller's book: grain brought in by each customer, the toll (multure)
// the miller keeps, and the flour and bran handed back.
#pragma once

#include <map>
#include <string>
#include <vector>

namespace windmill {

struct Entry {
    std::string customer;
    std::string grain;
    double grain_kg = 0;
};

struct Account {
    std::string customer;
    double grain_kg = 0;  // brought in
    double toll_kg = 0;   // kept by the miller
    double flour_kg = 0;  // handed back
    double bran_kg = 0;
    int loads = 0;
};

class Ledger {
public:
    // The miller takes a sixteenth of the grain as his toll.
    static constexpr double kTollFraction = 1.0 / 16.0;

    void add(const Entry& e);
    const Account& account(const std::string& customer) const;
    double total_toll_kg() const;
    double total_flour_kg() const;
    std::vector<std::string> customers() const;

private:
    std::map<std::string, Account> accounts_;
};

}  // namespace windmill
