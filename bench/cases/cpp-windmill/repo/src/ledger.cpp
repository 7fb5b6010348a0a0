#include "ledger.h"

#include <stdexcept>

#include "grain.h"

namespace windmill {

void Ledger::add(const Entry& e) {
    if (e.grain_kg <= 0) throw std::invalid_argument("a load must weigh something");
    const Grain& g = grain(e.grain);
    double toll = e.grain_kg * kTollFraction;
    double milled = e.grain_kg - toll;

    Account& a = accounts_[e.customer];
    a.customer = e.customer;
    a.grain_kg += e.grain_kg;
    a.toll_kg += toll;
    a.flour_kg += flour_kg(g, milled);
    a.bran_kg += bran_kg(g, milled);
    a.loads += 1;
}

const Account& Ledger::account(const std::string& customer) const {
    auto it = accounts_.find(customer);
    if (it == accounts_.end()) throw std::out_of_range("no account for " + customer);
    return it->second;
}

double Ledger::total_toll_kg() const {
    double total = 0;
    for (const auto& kv : accounts_) total += kv.second.toll_kg;
    return total;
}

double Ledger::total_flour_kg() const {
    double total = 0;
    for (const auto& kv : accounts_) total += kv.second.flour_kg;
    return total;
}

std::vector<std::string> Ledger::customers() const {
    std::vector<std::string> names;
    for (const auto& kv : accounts_) names.push_back(kv.first);
    return names;
}

}  // namespace windmill
