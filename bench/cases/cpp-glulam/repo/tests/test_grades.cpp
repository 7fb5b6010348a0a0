#include <stdexcept>

#include "check.hpp"
#include "grades.hpp"

using namespace glulam;

int main() {
    CHECK_EQ(lamella_grade("T18").e_mean, 12000.0);
    CHECK_EQ(lamella_grade("T22").f_t_k, 22.0);
    CHECK_THROWS(lamella_grade("C24"), std::invalid_argument);

    CHECK_EQ(beam_class("GL24h").f_m_k, 24.0);
    CHECK(!beam_class("GL28h").combined());
    CHECK(beam_class("GL28c").combined());
    CHECK_EQ(beam_class("GL32c").outer_grade, std::string("T22"));
    CHECK_EQ(beam_class("GL32c").inner_grade, std::string("T18"));
    CHECK_THROWS(beam_class("GL30x"), std::invalid_argument);

    CHECK_EQ(beam_class_names().size(), 4u);
    CHECK_EQ(beam_class_names().front(), std::string("GL24h"));
    CHECK_DONE();
}
