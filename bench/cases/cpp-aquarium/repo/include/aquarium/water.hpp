#pragma once

#include <string>
#include <vector>

namespace aquarium {

struct Reading {
    double ammonia;  // mg/l NH3/NH4
    double nitrite;  // mg/l NO2
    double nitrate;  // mg/l NO3
    double ph;
};

// one line per problem, most urgent first; empty when the water is fine
std::vector<std::string> assess(const Reading& r);

}  // namespace aquarium
