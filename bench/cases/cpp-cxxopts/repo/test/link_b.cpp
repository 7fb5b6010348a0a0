#include <cxxopts.hpp>
