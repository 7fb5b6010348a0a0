#pragma once

#include <string>

#include "rally/classification.hpp"

namespace rally::testing {

inline Duration t(const std::string& text) { return *Duration::parse(text); }
inline ClockTime at(const std::string& text) { return *ClockTime::parse(text); }

// Three stages of a one-day forest rally, five crews. Car 5 retires on SS2.
inline Event rhinnsRally() {
    Event e;
    e.name = "Rhinns Stages";
    e.crews = {
        {1, "E. Kaur", "R5"},
        {2, "F. Lindgren", "R5"},
        {3, "G. Moretti", "R2"},
        {4, "H. Doyle", "R2"},
        {5, "I. Novak", "R5"},
    };
    Stage ss1{"SS1 Glenluce", 12.4, {}};
    ss1.times = {{1, t("7:41.2"), {}, false},
                 {2, t("7:39.8"), {}, false},
                 {3, t("8:15.6"), {}, false},
                 {4, t("8:20.1"), {}, false},
                 {5, t("7:50.0"), {}, false}};
    Stage ss2{"SS2 Ardwell", 9.8, {}};
    ss2.times = {{1, t("6:02.5"), {}, false},
                 {2, t("6:05.9"), t("10"), false},
                 {3, t("6:31.0"), {}, false},
                 {4, t("6:29.4"), {}, false},
                 {5, {}, {}, true}};
    Stage ss3{"SS3 Mull", 14.1, {}};
    ss3.times = {{1, t("9:12.7"), {}, false},
                 {2, t("9:10.2"), {}, false},
                 {3, t("9:58.3"), {}, false},
                 {4, t("9:51.6"), {}, false}};
    e.stages = {ss1, ss2, ss3};

    auto card = [](const std::string& start, const std::string& tc1, const std::string& tc2,
                   const std::string& tc3) {
        TimeCard c(at(start));
        c.add("TC1", t("25:00"), at(tc1));
        c.add("TC2", t("40:00"), at(tc2));
        c.add("TC3", t("30:00"), at(tc3));
        return c;
    };
    e.cards[1] = card("09:00", "09:25", "10:05", "10:35");
    e.cards[2] = card("09:01", "09:26", "10:09", "10:39");  // 3 minutes late at TC2
    e.cards[3] = card("09:02", "09:27", "10:07", "10:36");  // a minute early at TC3
    e.cards[4] = card("09:03", "09:28", "10:10", "10:40");  // 2 minutes late at TC2
    return e;
}

}  // namespace rally::testing
