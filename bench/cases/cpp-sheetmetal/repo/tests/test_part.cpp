#include "check.hpp"
#include "sheetmetal/part.hpp"

using namespace sheetmetal;

namespace {

Part u_channel() {
    Part p("u-channel", material("steel-16ga"), 300.0);
    p.flange(40.0).bend(Bend{90.0, 1.519}).flange(60.0).bend(Bend{90.0, 1.519}).flange(40.0);
    return p;
}

}  // namespace

int main() {
    Part u = u_channel();
    CHECK_NEAR(u.flat_length(), 134.7198, 1e-3);

    std::vector<double> lines = u.bend_lines();
    CHECK_EQ(lines.size(), static_cast<size_t>(2));
    CHECK_NEAR(lines[0], 38.6799, 1e-3);
    CHECK_NEAR(lines[1], 96.0398, 1e-3);
    u.validate();

    Part bracket("bracket", material("alu-2mm"), 80.0);
    bracket.flange(50.0).bend(Bend{90.0, 3.0}).flange(30.0);
    CHECK_NEAR(bracket.flat_length(), 75.969, 1e-3);
    bracket.validate();

    Part tight("tight", material("alu-2mm"), 80.0);
    tight.flange(50.0).bend(Bend{90.0, 2.0}).flange(30.0);
    CHECK_THROWS(tight.validate());

    Part stub("stub", material("steel-16ga"), 50.0);
    stub.flange(20.0).bend(Bend{90.0, 1.519}).flange(3.0);
    CHECK_THROWS(stub.validate());

    Part out_of_turn("oot", material("steel-16ga"), 50.0);
    out_of_turn.flange(20.0);
    CHECK_THROWS(out_of_turn.flange(20.0));
    CHECK_THROWS(Part("b", material("steel-16ga"), 50.0).bend(Bend{90.0, 2.0}));

    return check_report("part");
}
