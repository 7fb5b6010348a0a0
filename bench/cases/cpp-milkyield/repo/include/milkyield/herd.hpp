#pragma once

#include <map>
#include <string>
#include <vector>

#include "milkyield/date.hpp"
#include "milkyield/records.hpp"

namespace milkyield {

class Herd {
public:
    void add(const Milking& milking);
    void add_all(const std::vector<Milking>& milkings);

    // Cow ids in order.
    std::vector<std::string> cows() const;

    // Litres of both milkings of a day; 0 for a day with no record.
    double daily_yield(const std::string& cow, const Date& day) const;
    double herd_yield(const Date& day) const;

    // Whether the cow has any record that day.
    bool milked_on(const std::string& cow, const Date& day) const;

    // The cow's milkings in date and session order.
    std::vector<Milking> milkings(const std::string& cow) const;

    Date first_day() const;
    Date last_day() const;
    bool empty() const { return by_cow_.empty(); }

private:
    std::map<std::string, std::vector<Milking>> by_cow_;
};

}  // namespace milkyield
