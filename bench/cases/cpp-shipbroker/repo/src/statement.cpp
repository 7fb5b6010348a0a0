#include "statement.h"

#include <cmath>
#include <cstdio>
#include <sstream>

namespace laytime {

std::string format_duration(double hours) {
    long long total = std::llround(std::fabs(hours) * 60.0);
    long long days = total / (24 * 60);
    long long h = (total / 60) % 24;
    long long m = total % 60;
    char buf[48];
    std::snprintf(buf, sizeof buf, "%s%lldd %02lldh %02lldm", hours < 0 && total > 0 ? "-" : "", days, h, m);
    return buf;
}

std::string format_usd(double amount) {
    long long cents = std::llround(std::fabs(amount) * 100.0);
    std::string whole = std::to_string(cents / 100);
    for (int i = static_cast<int>(whole.size()) - 3; i > 0; i -= 3) {
        whole.insert(static_cast<size_t>(i), ",");
    }
    char frac[4];
    std::snprintf(frac, sizeof frac, "%02lld", cents % 100);
    return std::string(amount < 0 && cents > 0 ? "-" : "") + "USD " + whole + "." + frac;
}

std::string render_statement(const CharterTerms& terms, const PortCall& call, const Settlement& s) {
    std::ostringstream out;
    out << "Laytime statement: " << call.port << "\n";
    out << "Cargo " << terms.cargo_tonnes << " t at " << terms.rate_tonnes_per_day << " t/day "
        << to_string(terms.exceptions) << "\n";
    out << "Notice tendered    " << call.notice_tendered.to_string() << "\n";
    out << "Laytime commenced  " << laytime_commences(terms, call).to_string() << "\n";
    out << "Completed          " << call.completed.to_string() << "\n";
    for (const Stoppage& st : call.stoppages) {
        out << "Stopped            " << st.period.from.to_string() << " to " << st.period.to.to_string()
            << " (" << st.reason << ")\n";
    }
    out << "Laytime allowed    " << format_duration(s.allowed_hours) << "\n";
    out << "Time used          " << format_duration(s.used_hours) << "\n";
    if (s.on_demurrage()) {
        out << "On demurrage       " << format_duration(-s.balance_hours()) << "\n";
        out << "Demurrage due      " << format_usd(s.demurrage) << "\n";
    } else {
        out << "Time saved         " << format_duration(s.balance_hours()) << "\n";
        out << "Despatch due       " << format_usd(s.despatch) << "\n";
    }
    return out.str();
}

}  // namespace laytime
