#include "cxxopts.hpp"

int main(int, char**)
{
  return 0;
}
